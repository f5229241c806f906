import { ArrowRight } from '@/components/icons/ArrowRight'
import { useId } from 'react'
import { primaryButtonClass } from './buttonStyles'
import { MissingHint } from './MissingHint'

/**
 * A wizard's 'Suivant': disabled until the step is answered, with what is missing said beside it. It is
 * disabled with aria-disabled, not the attribute, so that a keyboard still reaches it and hears why.
 */
export function NextButton({
  onNext,
  disabled,
  missing,
  className,
}: {
  /** Given the form, where a step with something missing brings the visitor to it. */
  onNext: (form: HTMLFormElement | null) => void
  disabled: boolean
  missing: string
  className?: string
}) {
  const hintId = `${useId()}-missing`
  return (
    <div className={className}>
      <button
        type="button"
        // Called even while disabled: the wizard moves on only once the step passes (and waits for the schema if it is
        // on its way); with something missing, the focus goes to it.
        onClick={(event) => onNext(event.currentTarget.form)}
        aria-disabled={disabled || undefined}
        aria-describedby={disabled && missing ? hintId : undefined}
        className={primaryButtonClass('brand')}
      >
        Suivant
        <ArrowRight aria-hidden className="h-4 w-4" />
      </button>
      <MissingHint id={hintId} text={disabled ? missing : ''} />
    </div>
  )
}
