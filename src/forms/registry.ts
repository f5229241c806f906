import type { z } from 'zod'
import type { FormOrigin } from '@/rules/formOrigins'
import { aidEligibilitySchema } from './aides-eligibilite/schema'
import { phenixSchema } from './combles-maison-phenix/schema'
import { contactSchema } from './contact/schema'
import { savingsReleaseSchema } from './deblocage-epargne-salariale/schema'
import { quoteSchema } from './devis-configurateur/schema'
import { freeStudySchema } from './etude-gratuite/schema'
import { feasibilitySchema } from './faisabilite/schema'
import { optimisationSchema } from './optimisation-espace/schema'

type LeadForm = {
  schema: z.ZodType<Record<string, unknown>>
  /** Kept on each lead as proof of what the visitor was shown; raise it when a form's questions change. */
  version: string
}

/** The schema that checks each form's answers, in the browser and on the server. */
export const leadForms: Record<FormOrigin, LeadForm> = {
  contact: { schema: contactSchema, version: 'contact-2026-11' },
  faisabilite: { schema: feasibilitySchema, version: 'faisabilite-2026-11' },
  'optimisation-espace': { schema: optimisationSchema, version: 'optimisation-espace-2026-11' },
  'aides-eligibilite': { schema: aidEligibilitySchema, version: 'aides-eligibilite-2026-11' },
  'deblocage-epargne-salariale': { schema: savingsReleaseSchema, version: 'deblocage-epargne-salariale-2026-11' },
  'etude-gratuite': { schema: freeStudySchema, version: 'etude-gratuite-2026-11' },
  'combles-maison-phenix': { schema: phenixSchema, version: 'combles-maison-phenix-2026-11' },
  'devis-configurateur': { schema: quoteSchema, version: 'devis-configurateur-2026-11' },
}
