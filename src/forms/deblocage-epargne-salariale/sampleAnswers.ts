import { sampleContact } from '@/forms/shared/sampleContact'

/** One valid set of answers to the savings release form, as the browser sends them (tests). */
export const sampleAnswers = { ...sampleContact, postalCode: '59000', projectType: 'combles', usePEE: 'ne-sais-pas', message: '' }
