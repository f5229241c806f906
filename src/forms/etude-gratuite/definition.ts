import type { LeadForm } from '../leadForm'
import { projectSpecificDefaults } from './projectAnswers'

/** /etude-gratuite: 5 steps whose questions depend on the project kind, then a summary of the answers. */
export const freeStudyForm = {
  origin: 'etude-gratuite',
  label: 'Étude gratuite',
  version: 'etude-gratuite-2026-11',
  initialValues: {
    ...projectSpecificDefaults,
    roomsToEquip: [],
    windowFeatures: [],
    roomType: [],
    postalCode: '',
    name: '',
    email: '',
    phone: '',
    message: '',
  },
  loadSchema: async () => (await import('./schema')).freeStudySchema,
  successEvent: 'etude_gratuite_form_success',
  savedAnswers: 'etude-gratuite-form-data',
  answerLabels: {
    projectType: 'Type de projet',
    propertyType: 'Type de bien',
    currentSurface: 'Surface actuelle',
    desiredSurface: 'Surface souhaitée',
    roomType: 'Pièces souhaitées',
    budget: 'Budget',
    timeline: 'Délai',
    message: 'Message',
    roofType: 'Type de toiture',
    height: 'Hauteur sous faîtage',
    extensionType: 'Type d’extension',
    material: 'Matériau',
    verandaUsage: 'Usage de la véranda',
    windowType: 'Type de fenêtre',
    numberOfWindows: 'Nombre de fenêtres',
    roomsToEquip: 'Pièces à équiper',
    windowFeatures: 'Accessoires',
  },
  answerWords: {},
  pages: { form: '/etude-gratuite', results: '/etude-gratuite/resultats' },
} satisfies LeadForm
