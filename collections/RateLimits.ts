import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/roles'
import { slugs } from './slugs'

/**
 * Request counters per key and time window, kept in PostgreSQL so that a limit holds across app
 * instances. Written only by src/leads/rateLimit.ts; nobody reaches it through the API.
 */
export const RateLimits: CollectionConfig = {
  slug: slugs.rateLimits,
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['key', 'windowStart'], unique: true }],
  fields: [
    { name: 'key', type: 'text', required: true },
    { name: 'windowStart', type: 'date', required: true, index: true },
    { name: 'hits', type: 'number', required: true, defaultValue: 0 },
  ],
}
