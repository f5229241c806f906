import { isOutsideServiceArea } from '@/rules/serviceArea'
import { normalisedPostalCode } from './normalisedPostalCode'

export const outOfAreaNote =
  'Nous intervenons en Normandie, dans les Hauts-de-France et en Île-de-France\u00a0: envoyez tout de même votre demande, nous vous dirons si nous pouvons vous aider.'

/**
 * What a form says under a five-digit postal code outside the company's départements (`serviceArea`):
 * a note, not an error, since the lead is taken all the same. Nothing for a code in the area, nor for
 * one still being typed (the schema tells what is wrong with it).
 */
export function serviceAreaNote(postalCode: unknown): string | undefined {
  return typeof postalCode === 'string' && isOutsideServiceArea(normalisedPostalCode(postalCode)) ? outOfAreaNote : undefined
}
