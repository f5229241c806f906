import type { LeadForm } from '../leadForm'
import type { peeAnswers, savingsProjectTypes } from './choices'

/** /deblocage-epargne-salariale/form, presented by /deblocage-epargne-salariale, then a thank-you page. */
export const savingsReleaseForm = {
  origin: 'deblocage-epargne-salariale',
  label: 'Déblocage épargne salariale',
  version: 'deblocage-epargne-salariale-2026-11',
  initialValues: { name: '', email: '', phone: '', postalCode: '', message: '' },
  loadSchema: async () => (await import('./schema')).savingsReleaseSchema,
  successEvent: 'deblocage_form_success',
  savedAnswers: 'deblocage-form-data',
  answerLabels: {
    projectType: 'Type de projet',
    message: 'Message',
    usePEE: 'Utilisation du PEE',
  },
  // Also the words of the form's own choices.
  answerWords: {
    projectType: {
      combles: 'Aménagement de combles',
      extension: 'Extension de maison',
      veranda: 'Véranda / pergola',
      fenetre: 'Fenêtres de toit',
    } satisfies Record<(typeof savingsProjectTypes)[number], string>,
    usePEE: {
      oui: 'Oui',
      non: 'Non',
      'ne-sais-pas': 'Je ne sais pas',
    } satisfies Record<(typeof peeAnswers)[number], string>,
  },
  pages: {
    intro: '/deblocage-epargne-salariale',
    form: '/deblocage-epargne-salariale/form',
    thanks: '/deblocage-epargne-salariale/merci',
  },
} satisfies LeadForm
