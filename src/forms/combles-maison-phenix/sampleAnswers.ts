import { sampleContact } from '@/forms/shared/sampleContact'

/** One valid set of answers to the Phénix form, as the browser sends them (tests). */
export const sampleAnswers = { ...sampleContact, postalCode: '95000' }
