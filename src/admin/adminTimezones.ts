import type { Timezone } from 'payload'

/** The time zones an editor may schedule in, named in French: the company's, then its customers' abroad. */
export const adminTimezones: Timezone[] = [
  { label: 'Paris (heure de France)', value: 'Europe/Paris' },
  { label: 'UTC (temps universel)', value: 'UTC' },
]
