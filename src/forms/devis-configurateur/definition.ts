import type { LeadFormDefinition } from '../leadForm'
import { type finishLevels, quoteSchema } from './schema'

/** /landing/budget: the quote configurator; its estimate shows in place. */
export const quoteForm = {
  origin: 'devis-configurateur',
  label: 'Devis configurateur',
  version: 'devis-configurateur-2026-11',
  schema: quoteSchema,
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
} satisfies LeadFormDefinition
