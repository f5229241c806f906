import { ArrowRight } from '@/components/icons/ArrowRight'
import { useHydrated } from '@/components/ui/useHydrated'
import { useId } from 'react'
import { WIZARD_MOVE_FIELD } from '@/forms/shared/postedStep'
import { primaryButtonClass } from './buttonStyles'
import { MissingHint } from './MissingHint'

/**
 * A wizard's 'Suivant': marked disabled until the step is answered, with what is missing said beside it. It is
 * disabled with aria-disabled, not the attribute, so that a keyboard still reaches it and hears why. It submits
 * the form: with scripts the wizard moves on once the step passes (waiting for the schema if it is on its way;
 * with something missing, the focus goes to it); without them the server moves it.
 */
export function NextButton({ disabled, missing, className }: { disabled: boolean; missing: string; className?: string }) {
  const hintId = `${useId()}-missing`
  // Before the scripts the server judges the step: nothing is marked missing that the fields may already show,
  // and the line says only what the server found missing in the step posted.
  const hydrated = useHydrated()
  const marked = hydrated && disabled
  const said = hydrated ? (disabled ? missing : '') : missing
  return (
    <div className={className}>
      <button
        type="submit"
        name={WIZARD_MOVE_FIELD}
        value="next"
        aria-disabled={marked || undefined}
        aria-describedby={said ? hintId : undefined}
        className={primaryButtonClass('brand')}
      >
        Suivant
        <ArrowRight aria-hidden className="h-4 w-4" />
      </button>
      <MissingHint id={hintId} text={said} />
    </div>
  )
}
