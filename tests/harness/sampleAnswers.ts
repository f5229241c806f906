import { sampleAnswers as aidEligibility } from '@/forms/aides-eligibilite/sampleAnswers'
import { sampleAnswers as phenix } from '@/forms/combles-maison-phenix/sampleAnswers'
import { sampleAnswers as contact } from '@/forms/contact/sampleAnswers'
import { sampleAnswers as savingsRelease } from '@/forms/deblocage-epargne-salariale/sampleAnswers'
import { sampleAnswers as quote } from '@/forms/devis-configurateur/sampleAnswers'
import { sampleAnswers as freeStudy } from '@/forms/etude-gratuite/sampleAnswers'
import { sampleAnswers as feasibility } from '@/forms/faisabilite/sampleAnswers'
import { sampleAnswers as optimisation } from '@/forms/optimisation-espace/sampleAnswers'
import type { FormOrigin } from '@/rules/formOrigins'

/** One valid set of answers per form, as the browser would send them; each kept in its form's folder. */
export const sampleAnswers: Record<FormOrigin, Record<string, unknown>> = {
  contact,
  faisabilite: feasibility,
  'optimisation-espace': optimisation,
  'aides-eligibilite': aidEligibility,
  'deblocage-epargne-salariale': savingsRelease,
  'etude-gratuite': freeStudy,
  'combles-maison-phenix': phenix,
  'devis-configurateur': quote,
}
