/** Leads are kept three years after the last contact, then anonymised. */
const RETENTION_YEARS = 3

/** The moment before which a lead's last contact makes it due for anonymisation. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS)
  return cutoff
}

/** What is erased from a lead: who the person is and what they wrote. Counts and dates stay. */
export function anonymisedFields(id: number | string) {
  return {
    name: 'Anonymisé',
    email: `anonymise-${id}@invalid.invalid`,
    phone: '',
    postalCode: '',
    street: '',
    town: '',
    message: '',
    formData: null,
    anonymisedAt: new Date().toISOString(),
  }
}
