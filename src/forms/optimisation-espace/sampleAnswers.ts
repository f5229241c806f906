import { sampleContact } from '@/forms/shared/sampleContact'

/** One valid set of answers to the space optimisation form, as the browser sends them (tests). */
export const sampleAnswers = {
  projectType: 'Aménagement de combles',
  currentSpace: '80-120m²',
  desiredSpace: '25',
  roomType: ['Chambre(s)', 'Bureau'],
  constraints: '',
  ...sampleContact,
  postalCode: '',
}
