/**
 * A postal code as typed ("76 000", " 59000 ") in its stored form ("76000"): the spaces a visitor puts
 * between the département and the rest, non-breaking ones included, are dropped. Whether the result is
 * five digits is the schema's business.
 */
export function normalisedPostalCode(value: string): string {
  return value.replace(/\s/g, '')
}
