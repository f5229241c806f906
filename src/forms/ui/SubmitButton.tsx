import clsx from 'clsx'
import { LoaderCircle } from '@/components/icons/LoaderCircle'
import { useHydrated } from '@/components/ui/useHydrated'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { primaryButtonClass } from './buttonStyles'
import { MissingHint } from './MissingHint'

/**
 * The form's send button: 'Envoi en cours...' and disabled while sending. While something is missing it says
 * so beside it (tied by aria-describedby) and is marked aria-disabled, not disabled: a press still reaches the
 * form, which names what is missing and brings the visitor there. Before the scripts it is disabled unless the
 * form posts to the server without them: the browser's own sending would otherwise put the answers in the address.
 */
export function SubmitButton({
  label,
  sending,
  disabled,
  missing = '',
  icon,
  className,
  wrapperClassName,
  postsWithoutScripts = false,
}: {
  label: string
  sending: boolean
  /** Something is missing: the button says so, a press is the form's to judge. */
  disabled: boolean
  /** The "Il manque : …" sentence; empty when nothing is. */
  missing?: string
  icon?: ReactNode
  className?: string
  /** Where the button and its line sit in the surrounding row. */
  wrapperClassName?: string
  /** The form posts to the server as the browser sends it (its action): the button works before the scripts. */
  postsWithoutScripts?: boolean
}) {
  const hintId = `${useId()}-missing`
  const hydrated = useHydrated()
  // Before the scripts the server cannot know what the fields show: the press is the server's to judge.
  const hint = hydrated && disabled && !sending ? missing : ''
  return (
    <div className={clsx('flex flex-col gap-2', wrapperClassName)}>
      <button
        type="submit"
        disabled={sending || (!hydrated && !postsWithoutScripts)}
        aria-disabled={(hydrated && disabled && !sending) || undefined}
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
