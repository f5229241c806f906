import type { LeadForm } from '../leadForm'

/** /landing/faisabilite: a quiz with a fixed result; it sends nothing, so it has no origin, version or event. */
export const landingFeasibilityForm = {
  initialValues: { location: '', surface: '' },
  loadSchema: async () => (await import('./schema')).landingFeasibilitySchema,
  pages: { form: '/landing/faisabilite' },
} satisfies Pick<LeadForm, 'initialValues' | 'loadSchema' | 'pages'>
