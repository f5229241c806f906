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

// Each origin has its definition, filed under its own name: a missing or misfiled form fails to compile.
const definitions = {
  contact: contactForm,
  faisabilite: feasibilityForm,
  'optimisation-espace': optimisationForm,
  'aides-eligibilite': aidEligibilityForm,
  'deblocage-epargne-salariale': savingsReleaseForm,
  'etude-gratuite': freeStudyForm,
  'combles-maison-phenix': phenixForm,
  'devis-configurateur': quoteForm,
} satisfies { [Origin in FormOrigin]: LeadFormDefinition & { origin: Origin } }

/** Every lead form by its origin: for the server, the back office and the lists of routes, never for one form's page. */
export const leadForms: Readonly<Record<FormOrigin, LeadFormDefinition>> = definitions

/** Each origin's name in the back office. */
export const formOriginLabels = Object.fromEntries(formOrigins.map((origin) => [origin, leadForms[origin].label])) as Readonly<
  Record<FormOrigin, string>
>
