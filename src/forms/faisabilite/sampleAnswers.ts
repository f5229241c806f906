import { sampleContact } from '@/forms/shared/sampleContact'

/** One valid set of answers to the feasibility wizard, as the browser sends them (tests). */
export const sampleAnswers = {
  projectType: 'Aménagement de combles',
  propertyType: 'Maison individuelle',
  location: 'Amiens',
  roofType: 'Toiture en pente',
  height: '1.80m - 2.50m',
  surface: '20-40',
  timeline: 'Dans les 6 mois',
  ...sampleContact,
  postalCode: '80000',
}
