import { sampleContact } from '@/forms/shared/sampleContact'

/** One valid set of answers to the free study, as the browser sends them (tests): a veranda… */
export const sampleAnswers = {
  projectType: 'Véranda/Pergola',
  propertyType: 'Maison individuelle',
  postalCode: '27000',
  material: 'Aluminium',
  desiredSurface: '20',
  verandaUsage: "Jardin d'hiver",
  budget: '20 000 € - 35 000 €',
  timeline: "Dans l'année",
  ...sampleContact,
  message: '',
}

/** …and attic conversion, whose questions differ. */
export const atticSampleAnswers = {
  projectType: 'Aménagement de combles',
  propertyType: 'Maison individuelle',
  postalCode: '59000',
  roofType: 'Charpente traditionnelle',
  height: '> 2.50m',
  currentSurface: '80-120m²',
  desiredSurface: '25',
  roomType: ['Chambre(s)', 'Bureau'],
  budget: '40 000 € - 60 000 €',
  timeline: 'Dans les 3 mois',
  ...sampleContact,
  message: '',
}
