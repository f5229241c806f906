import { sampleContact } from '@/forms/shared/sampleContact'

/** One valid set of answers to the contact form, as the browser sends them (tests). */
export const sampleAnswers = { ...sampleContact, postalCode: '80000', message: 'Bonjour, je voudrais aménager mes combles.' }
