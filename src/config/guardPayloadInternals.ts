import type { SanitizedConfig } from 'payload'
import { changeLock, createLock, nameLockHolder, readLock } from '@/access/documentLocks'
import { hasRole } from '@/access/roles'

/**
 * Payload adds the document-lock collection and the job-stats global while it sanitises the config,
 * after the plugins have run, with "any signed-in user" access and no option to change it (Payload
 * 3.90). So their access is replaced on the built config:
 * - payload-locked-documents: a lock blocks everyone else's saves (423), so it is taken only by its own
 *   user on a document that user may update, and others' locks are changed or cleared only by admins; it
 *   names who edits what, so it is read by who may read its document's collection or global (readLock),
 *   and it shows its holder by name only (nameLockHolder);
 * - payload-jobs-stats: it records when the scheduled jobs (the nightly anonymisation) last ran, so
 *   only admins read or write it.
 */
export function guardPayloadInternals(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (!locks) throw new Error('Payload no longer adds payload-locked-documents: review guardPayloadInternals')
  Object.assign(locks.access, { create: createLock, read: readLock, update: changeLock, delete: changeLock })
  locks.hooks.afterRead = [...(locks.hooks.afterRead ?? []), nameLockHolder]
  const jobStats = config.globals.find((global) => global.slug === 'payload-jobs-stats')
  if (!jobStats) throw new Error('Payload no longer adds payload-jobs-stats: review guardPayloadInternals')
  Object.assign(jobStats.access, { read: hasRole('admin'), update: hasRole('admin') })
  return config
}
