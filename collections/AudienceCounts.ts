import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/roles'
import { audienceEventKinds } from '@/audience/rules/audienceEvents'
import { slugs } from './slugs'

/**
 * The audience measurement's counters: one row per day, page, form step, source and kind of event, never one per visit
 * or visitor (src/audience, docs/analytics.md). Written only by the measurement's batched upsert; read by the funnels'
 * report; nobody reaches it through the API.
 */
export const AudienceCounts: CollectionConfig = {
  slug: slugs.audienceCounts,
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['day', 'path', 'form', 'step', 'source', 'medium', 'campaign', 'kind'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'path', type: 'text', required: true },
    { name: 'form', type: 'text', required: true, defaultValue: '' },
    { name: 'step', type: 'number', required: true, defaultValue: 0 },
    { name: 'source', type: 'text', required: true, defaultValue: '' },
    { name: 'medium', type: 'text', required: true, defaultValue: '' },
    { name: 'campaign', type: 'text', required: true, defaultValue: '' },
    { name: 'kind', type: 'select', required: true, options: [...audienceEventKinds] },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
}
