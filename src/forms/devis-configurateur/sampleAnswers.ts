import { sampleContact } from '@/forms/shared/sampleContact'

/** One valid set of answers to the quote configurator, as the browser sends them (tests). */
export const sampleAnswers = { surface: 45, finish: 'premium', technicalConstraints: true, ...sampleContact, postalCode: '60000' }
