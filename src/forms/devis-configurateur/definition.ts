import type { LeadForm } from '../leadForm'
import type { finishLevels } from './choices'
import { SURFACE_DEFAULT } from './choices'

/** /landing/budget: the quote configurator; its estimate shows in place. */
export const quoteForm = {
  origin: 'devis-configurateur',
  label: 'Devis configurateur',
  version: 'devis-configurateur-2026-11',
  initialValues: { surface: SURFACE_DEFAULT, finish: 'moyen', technicalConstraints: false, name: '', email: '', phone: '', postalCode: '' },
  loadSchema: async () => (await import('./schema')).quoteSchema,
  successEvent: 'devis_configurateur_form_success',
  answerLabels: {
    surface: 'Surface',
    finish: 'Finition',
    technicalConstraints: 'Contraintes techniques',
  },
  // Also the names of the finishes on the form's cards.
  answerWords: {
    finish: {
      plancher: 'Essentiel',
      moyen: 'Confort',
      premium: 'Premium',
    } satisfies Record<(typeof finishLevels)[number], string>,
  },
  pages: { form: '/landing/budget' },
} satisfies LeadForm
