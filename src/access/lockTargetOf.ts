import type { LockTarget } from './mayUpdateLockTarget'

const idOf = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/** The document a lock's data points at (`document` of a collection, or `globalSlug`), or null when it names none. */
export function lockTargetOf(data: Record<string, unknown>): LockTarget | null {
  const document = data.document as { relationTo?: unknown; value?: unknown } | null | undefined
  if (document && typeof document.relationTo === 'string') {
    const id = idOf(document.value)
    return typeof id === 'string' || typeof id === 'number' ? { collection: document.relationTo, id } : null
  }
  return typeof data.globalSlug === 'string' && data.globalSlug ? { global: data.globalSlug } : null
}
