import { type FormOrigin, formOrigins } from '@/rules/formOrigins'
import { aidEligibilityForm } from './aides-eligibilite/definition'
import { phenixForm } from './combles-maison-phenix/definition'
import { contactForm } from './contact/definition'
import { savingsReleaseForm } from './deblocage-epargne-salariale/definition'
import { quoteForm } from './devis-configurateur/definition'
import { freeStudyForm } from './etude-gratuite/definition'
import { feasibilityForm } from './faisabilite/definition'
import type { LeadFormDefinition } from './leadForm'
import { optimisationForm } from './optimisation-espace/definition'
import { aidEligibilitySchema } from './aides-eligibilite/schema'
import { phenixSchema } from './combles-maison-phenix/schema'
import { contactSchema } from './contact/schema'
import { savingsReleaseSchema } from './deblocage-epargne-salariale/schema'
import { quoteSchema } from './devis-configurateur/schema'
import { freeStudySchema } from './etude-gratuite/schema'
import { feasibilitySchema } from './faisabilite/schema'
import { optimisationSchema } from './optimisation-espace/schema'

// Each origin has its definition and schema, filed under its own name: a missing or misfiled form fails to compile.
// The schema is the one the definition's loadSchema fetches in the browser (tests/unit/leadForms.test.ts).
const definitions = {
  contact: { ...contactForm, schema: contactSchema },
  faisabilite: { ...feasibilityForm, schema: feasibilitySchema },
  'optimisation-espace': { ...optimisationForm, schema: optimisationSchema },
  'aides-eligibilite': { ...aidEligibilityForm, schema: aidEligibilitySchema },
  'deblocage-epargne-salariale': { ...savingsReleaseForm, schema: savingsReleaseSchema },
  'etude-gratuite': { ...freeStudyForm, schema: freeStudySchema },
  'combles-maison-phenix': { ...phenixForm, schema: phenixSchema },
  'devis-configurateur': { ...quoteForm, schema: quoteSchema },
} satisfies { [Origin in FormOrigin]: LeadFormDefinition & { origin: Origin } }

/** Every lead form by its origin: for the server, the back office and the lists of routes, never for one form's page. */
export const leadForms: Readonly<Record<FormOrigin, LeadFormDefinition>> = definitions

/** Each origin's name in the back office. */
export const formOriginLabels = Object.fromEntries(formOrigins.map((origin) => [origin, leadForms[origin].label])) as Readonly<
  Record<FormOrigin, string>
>
