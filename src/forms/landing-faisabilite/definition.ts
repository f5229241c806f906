import type { LeadFormDefinition } from '../leadForm'
import { landingFeasibilitySchema } from './schema'

/** /landing/faisabilite: a quiz with a fixed result; it sends nothing, so it has no origin, version or event. */
export const landingFeasibilityForm = {
  schema: landingFeasibilitySchema,
  pages: { form: '/landing/faisabilite' },
} satisfies Pick<LeadFormDefinition, 'schema' | 'pages'>
