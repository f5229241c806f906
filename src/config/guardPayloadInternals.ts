import type { SanitizedConfig } from 'payload'
import { changeLock } from '@/access/changeLock'
import { createLock } from '@/access/createLock'

/**
 * Payload adds the document-lock collection while it sanitises the config, after the plugins have run,
 * with "any signed-in user" access and no option to change it (Payload 3.90). So its access is replaced
 * on the built config: a lock blocks everyone else's saves (423), so it is taken only by its own user on
 * a document that user may update, and others' locks are changed or cleared only by admins.
 */
export function guardPayloadInternals(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (!locks) throw new Error('Payload no longer adds payload-locked-documents: review guardPayloadInternals')
  Object.assign(locks.access, { create: createLock, update: changeLock, delete: changeLock })
  return config
}
