import type { LeadForm } from '../leadForm'
import type { dwellingAges, housingTypes, incomeBands, ownerTypes } from './choices'

/** /aides-eligibilite: 5 steps, then the aids computed from the answers. */
export const aidEligibilityForm = {
  origin: 'aides-eligibilite',
  label: 'Aides éligibilité',
  version: 'aides-eligibilite-2026-11',
  initialValues: { typeLogement: '', localisationFrance: true, artisanRGE: true, name: '', email: '', phone: '', postalCode: '' },
  loadSchema: async () => (await import('./schema')).aidEligibilitySchema,
  successEvent: 'aides_eligibilite_form_success',
  savedAnswers: 'aides-eligibilite-form-data',
  answerLabels: {
    typeProprietaire: 'Statut',
    logementPrincipal: 'Résidence principale',
    ancienneteLogement: 'Ancienneté du logement',
    revenus: 'Revenus du foyer',
    localisationFrance: 'Logement en France',
    artisanRGE: 'Artisan RGE',
    typeLogement: 'Type de logement',
  },
  // Also the words of the form's own choices; income bands as the form offers them.
  answerWords: {
    typeProprietaire: {
      occupant: 'Propriétaire occupant',
      bailleur: 'Propriétaire bailleur',
    } satisfies Record<(typeof ownerTypes)[number], string>,
    ancienneteLogement: {
      1: 'Moins de 2 ans',
      5: '2 à 15 ans',
      20: 'Plus de 15 ans',
    } satisfies Record<(typeof dwellingAges)[number], string>,
    revenus: {
      tres_modeste: 'Moins de 25 000 €/an',
      modeste: '25 000 - 35 000 €/an',
      intermediaire: '35 000 - 50 000 €/an',
      superieur: 'Plus de 50 000 €/an',
    } satisfies Record<(typeof incomeBands)[number], string>,
    typeLogement: {
      maison: 'Maison',
      appartement: 'Appartement',
    } satisfies Record<(typeof housingTypes)[number], string>,
  },
  pages: { form: '/aides-eligibilite', results: '/aides-eligibilite/resultats' },
} satisfies LeadForm
