import type { CollectionConfig, Config, GlobalConfig, PayloadRequest, Where } from 'payload'
import { slugs } from '@collections/slugs'
import { refuseStaleGlobalSave, refuseStaleSave } from '@collections/hooks/refuseStaleSave'

/** What editors edit in the admin: the site's content collections and its two globals. */
const editedCollections: readonly string[] = [
  slugs.pages,
  slugs.projects,
  slugs.testimonials,
  slugs.videos,
  slugs.timelineEntries,
  slugs.media,
  slugs.redirects,
]
const editedGlobals: readonly string[] = [slugs.siteSettings, slugs.navigation]

const locks = 'payload-locked-documents'
/** Payload's own lock duration (lockDocuments: true): a lock older than this is forgotten. */
const lockDurationMs = 300_000

type LockTarget = { collection: string; id: number | string } | { global: string }
const keptLockKey = (target: LockTarget) =>
  'global' in target ? `keptLock:global:${target.global}` : `keptLock:${target.collection}:${target.id}`

/**
 * Payload clears a document's lock on every save, the lock holder's own included: with autosave, a page
 * was unlocked within a second of each keystroke, so a second editor opened it without a word and the two
 * overwrote each other. The holder's lock is remembered before the save and written back after it, so it
 * lasts until they leave the document (or it expires), as an editor would expect.
 */
async function rememberOwnLock(req: PayloadRequest, target: LockTarget): Promise<void> {
  if (!req.user) return
  const where: Where =
    'global' in target
      ? { globalSlug: { equals: target.global } }
      : { and: [{ 'document.relationTo': { equals: target.collection } }, { 'document.value': { equals: target.id } }] }
  const { docs } = await req.payload.db.find({ collection: locks, where, limit: 1, sort: '-updatedAt', pagination: false, req })
  const lock = docs[0] as { updatedAt?: string; user?: { relationTo?: string; value?: unknown } } | undefined
  if (!lock?.updatedAt || Date.now() - Date.parse(lock.updatedAt) > lockDurationMs) return
  const holder = lock.user?.value
  const holderId = typeof holder === 'object' && holder !== null ? (holder as { id?: unknown }).id : holder
  if (lock.user?.relationTo === req.user.collection && holderId === req.user.id) req.context[keptLockKey(target)] = true
}

async function restoreOwnLock(req: PayloadRequest, target: LockTarget): Promise<void> {
  if (!req.user || req.context[keptLockKey(target)] !== true) return
  delete req.context[keptLockKey(target)]
  await req.payload.db.create({
    collection: locks,
    data: {
      ...('global' in target ? { globalSlug: target.global } : { document: { relationTo: target.collection, value: target.id } }),
      user: { relationTo: req.user.collection, value: req.user.id },
    },
    req,
    returning: false,
  })
}

function forCollection(collection: CollectionConfig): CollectionConfig {
  if (!editedCollections.includes(collection.slug)) return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeOperation: [
        ...(hooks.beforeOperation ?? []),
        async ({ args, operation, req }) => {
          const id = (args as { id?: number | string }).id
          if (operation === 'update' && id !== undefined) await rememberOwnLock(req, { collection: collection.slug, id })
          return args
        },
      ],
      beforeValidate: [refuseStaleSave, ...(hooks.beforeValidate ?? [])],
      afterChange: [
        ...(hooks.afterChange ?? []),
        async ({ doc, operation, req }) => {
          if (operation === 'update') await restoreOwnLock(req, { collection: collection.slug, id: (doc as { id: number }).id })
          return doc
        },
      ],
    },
  }
}

function forGlobal(global: GlobalConfig): GlobalConfig {
  if (!editedGlobals.includes(global.slug)) return global
  const hooks = global.hooks ?? {}
  return {
    ...global,
    hooks: {
      ...hooks,
      beforeOperation: [
        ...(hooks.beforeOperation ?? []),
        async ({ args, operation, req }) => {
          if (operation === 'update') await rememberOwnLock(req, { global: global.slug })
          return args as unknown
        },
      ],
      beforeValidate: [refuseStaleGlobalSave, ...(hooks.beforeValidate ?? [])],
      afterChange: [
        ...(hooks.afterChange ?? []),
        async ({ doc, req }) => {
          await restoreOwnLock(req, { global: global.slug })
          return doc
        },
      ],
    },
  }
}

/**
 * Two editors on one document see each other and never overwrite each other: on every collection and global
 * editors edit, the lock holder keeps their lock through their own saves (Payload's lock: the others get
 * the "Document verrouillé" dialog, with take-over), and a save based on an older version than the stored
 * one is refused in French (refuseStaleSave).
 */
export function editorsSeeEachOther(config: Config): Config {
  return {
    ...config,
    collections: (config.collections ?? []).map(forCollection),
    globals: (config.globals ?? []).map(forGlobal),
  }
}
