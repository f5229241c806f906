import clsx from 'clsx'
import { LoaderCircle } from '@/components/icons/LoaderCircle'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { primaryButtonClass } from './buttonStyles'
import { MissingHint } from './MissingHint'

/**
 * The form's send button: 'Envoi en cours...' and disabled while sending, disabled until the form is
 * valid, with what is still missing said beside it and tied to it by aria-describedby.
 */
export function SubmitButton({
  label,
  sending,
  disabled,
  missing = '',
  icon,
  className,
  wrapperClassName,
}: {
  label: string
  sending: boolean
  disabled: boolean
  /** The "Il manque : …" sentence; empty when nothing is. */
  missing?: string
  icon?: ReactNode
  className?: string
  /** Where the button and its line sit in the surrounding row. */
  wrapperClassName?: string
}) {
  const hintId = `${useId()}-missing`
  const hint = disabled && !sending ? missing : ''
  return (
    <div className={clsx('flex flex-col gap-2', wrapperClassName)}>
      <button
        type="submit"
        disabled={sending || disabled}
        aria-describedby={hint ? hintId : undefined}
        className={clsx(primaryButtonClass('accent'), className)}
      >
        {sending && <LoaderCircle aria-hidden className="h-5 w-5 animate-spin" />}
        {sending ? 'Envoi en cours...' : label}
        {!sending && icon}
      </button>
      <MissingHint id={hintId} text={hint} />
    </div>
  )
}
