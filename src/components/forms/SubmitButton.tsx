import clsx from 'clsx'
import { LoaderCircle } from 'lucide-react'

/** The form's send button: 'Envoi en cours...' and disabled while sending, disabled until the form is valid. */
export function SubmitButton({
  label,
  sending,
  disabled,
  className,
}: {
  label: string
  sending: boolean
  disabled: boolean
  className?: string
}) {
  return (
    <button
      type="submit"
      disabled={sending || disabled}
      className={clsx(
        'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent-700 px-6 py-3 text-base font-semibold text-white shadow-sm',
        'hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700',
        'disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 disabled:shadow-none',
        className,
      )}
    >
      {sending && <LoaderCircle aria-hidden className="h-5 w-5 animate-spin" />}
      {sending ? 'Envoi en cours...' : label}
    </button>
  )
}
