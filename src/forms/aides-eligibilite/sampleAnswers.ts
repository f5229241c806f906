import { sampleContact } from '@/forms/shared/sampleContact'

/** One valid set of answers to the aid eligibility wizard, as the browser sends them (tests). */
export const sampleAnswers = {
  typeProprietaire: 'occupant',
  logementPrincipal: true,
  ancienneteLogement: 20,
  revenus: 'modeste',
  localisationFrance: true,
  artisanRGE: true,
  typeLogement: '',
  ...sampleContact,
  postalCode: '76000',
}
