import type { FormOrigin } from '@/rules/formOrigins'
import { aidEligibilitySteps } from './aides-eligibilite/choices'
import { freeStudySteps } from './etude-gratuite/choices'
import { feasibilitySteps } from './faisabilite/choices'

/** The step-by-step forms and each step's fields: the server moves a wizard posted without scripts by them. */
export const wizardSteps: Partial<Record<FormOrigin, readonly (readonly string[])[]>> = {
  'etude-gratuite': freeStudySteps,
  'aides-eligibilite': aidEligibilitySteps,
  faisabilite: feasibilitySteps,
}
