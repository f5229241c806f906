import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { attempt, createStaff, type Actor } from '../harness/actors'
import { getTestPayload } from '../harness/payload'
import type { User } from '@/payload-types'

const locks = 'payload-locked-documents'

let payload: Payload
let staff: Record<Actor, User | undefined>
let secondEditor: User
let projectId: number
let leadId: number

const user = (actor: Exclude<Actor, 'anonymous'>) => staff[actor]!
const ownedBy = (owner: User) => ({ relationTo: slugs.users, value: owner.id })

/** A lock as the admin's edit view would send it, on behalf of `as`. */
const lockData = (owner: User, target: { collection: string; id: number } | { global: string }) =>
  'global' in target
    ? { globalSlug: target.global, user: ownedBy(owner) }
    : { document: { relationTo: target.collection, value: target.id }, user: ownedBy(owner) }

const takeLock = (as: User | undefined, owner: User, target: Parameters<typeof lockData>[1]) =>
  payload.create({ collection: locks, data: lockData(owner, target), overrideAccess: false, user: as } as never)

/** A lock that `owner` really holds, written as the admin's edit view writes it. */
async function lockHeldBy(owner: User, target: { collection: string; id: number }) {
  const lock = await payload.create({ collection: locks, data: lockData(owner, target), overrideAccess: true } as never)
  return (lock as { id: number }).id
}

beforeAll(async () => {
  payload = await getTestPayload()
  staff = await createStaff(payload)
  secondEditor = {
    ...(await payload.create({
      collection: slugs.users,
      data: { email: `editor2.${Date.now()}@test.combles-nord.fr`, password: 'mot-de-passe-de-test-1', role: 'editor', name: 'editor2' },
      overrideAccess: true,
    })),
    collection: slugs.users,
  } as User
  projectId = (await payload.find({ collection: slugs.projects, limit: 1, overrideAccess: true })).docs[0]!.id
  leadId = (
    await payload.create({
      collection: slugs.leads,
      data: { formOrigin: 'contact', name: 'Lead verrou', email: `verrou-${Date.now()}@example.fr`, status: 'new' },
      overrideAccess: true,
    })
  ).id
})

afterAll(async () => {
  await payload.delete({ collection: locks, where: { id: { exists: true } }, overrideAccess: true })
})

describe('document locks', () => {
  it('nobody locks a document in someone else’s name: a sales user cannot lock the admin’s account and block its saves', async () => {
    const admin = user('admin')
    expect(await attempt(() => takeLock(user('sales'), admin, { collection: slugs.users, id: admin.id }))).toBe('denied')
    expect(await attempt(() => takeLock(user('editor'), user('sales'), { collection: slugs.projects, id: projectId }))).toBe('denied')
    expect(await attempt(() => takeLock(undefined, admin, { collection: slugs.projects, id: projectId }))).toBe('denied')
    // So the admin's save goes through, as it does when nobody else holds a lock.
    const saved = await payload.update({
      collection: slugs.users,
      id: admin.id,
      data: { name: 'Administratrice' },
      overrideAccess: false,
      overrideLock: false,
      user: admin,
    })
    expect(saved.name).toBe('Administratrice')
  })

  it('a lock is taken only on a document its user may update', async () => {
    const sales = user('sales')
    const editor = user('editor')
    expect(await attempt(() => takeLock(sales, sales, { collection: slugs.users, id: user('admin').id }))).toBe('denied')
    expect(await attempt(() => takeLock(sales, sales, { collection: slugs.projects, id: projectId }))).toBe('denied')
    expect(await attempt(() => takeLock(sales, sales, { global: slugs.siteSettings }))).toBe('denied')
    expect(await attempt(() => takeLock(editor, editor, { collection: slugs.leads, id: leadId }))).toBe('denied')
    expect(await attempt(() => takeLock(editor, editor, { collection: slugs.projects, id: 999_999_999 }))).toBe('denied')

    expect(await attempt(() => takeLock(sales, sales, { collection: slugs.leads, id: leadId }))).toBe('allowed')
    expect(await attempt(() => takeLock(sales, sales, { collection: slugs.users, id: sales.id }))).toBe('allowed')
    expect(await attempt(() => takeLock(editor, editor, { collection: slugs.projects, id: projectId }))).toBe('allowed')
    expect(await attempt(() => takeLock(editor, editor, { global: slugs.siteSettings }))).toBe('allowed')
  })

  it('someone else’s lock is taken over by who may edit its document, in their own name only; cleared only by an admin', async () => {
    const editor = user('editor')
    const admin = user('admin')
    const target = { collection: slugs.projects, id: projectId }

    const held = await lockHeldBy(editor, target)
    // A salesperson may not edit projects: no take-over; nor may anyone hand the lock to a third person.
    expect(
      await attempt(() =>
        payload.update({
          collection: locks,
          id: held,
          data: { user: ownedBy(user('sales')) },
          overrideAccess: false,
          user: user('sales'),
        } as never),
      ),
    ).toBe('denied')
    expect(
      await attempt(() =>
        payload.update({ collection: locks, id: held, data: { user: ownedBy(admin) }, overrideAccess: false, user: secondEditor } as never),
      ),
    ).toBe('denied')
    // Another editor takes it over ("Prendre la main"), then the first editor takes it back.
    expect(
      await attempt(() =>
        payload.update({
          collection: locks,
          id: held,
          data: { user: ownedBy(secondEditor) },
          overrideAccess: false,
          user: secondEditor,
        } as never),
      ),
    ).toBe('allowed')
    expect(
      await attempt(() =>
        payload.update({ collection: locks, id: held, data: { user: ownedBy(editor) }, overrideAccess: false, user: editor } as never),
      ),
    ).toBe('allowed')
    expect(await attempt(() => payload.delete({ collection: locks, id: held, overrideAccess: false, user: secondEditor }))).toBe('denied')
    expect(
      await attempt(() =>
        payload.delete({ collection: locks, where: { id: { equals: held } }, overrideAccess: false, user: user('sales') }),
      ),
    ).toBe('allowed')
    expect(await payload.count({ collection: locks, where: { id: { equals: held } }, overrideAccess: true })).toMatchObject({
      totalDocs: 1,
    })
    // The admin takes it over in its own name, never in a third person's.
    expect(
      await attempt(() =>
        payload.update({ collection: locks, id: held, data: { user: ownedBy(secondEditor) }, overrideAccess: false, user: admin } as never),
      ),
    ).toBe('denied')
    expect(
      await attempt(() =>
        payload.update({ collection: locks, id: held, data: { user: ownedBy(admin) }, overrideAccess: false, user: admin } as never),
      ),
    ).toBe('allowed')
    expect(await attempt(() => payload.delete({ collection: locks, id: held, overrideAccess: false, user: admin }))).toBe('allowed')

    const own = await lockHeldBy(secondEditor, target)
    expect(
      await attempt(() =>
        payload.update({
          collection: locks,
          id: own,
          data: { user: ownedBy(secondEditor) },
          overrideAccess: false,
          user: secondEditor,
        } as never),
      ),
    ).toBe('allowed')
    expect(
      await attempt(() =>
        payload.update({
          collection: locks,
          id: own,
          data: { document: { relationTo: slugs.leads, value: leadId } },
          overrideAccess: false,
          user: secondEditor,
        } as never),
      ),
    ).toBe('denied')
    expect(await attempt(() => payload.delete({ collection: locks, id: own, overrideAccess: false, user: secondEditor }))).toBe('allowed')
  })

  it('a lock its user holds still stops someone else’s save with a 423', async () => {
    const editor = user('editor')
    await lockHeldBy(editor, { collection: slugs.projects, id: projectId })
    const blocked = await payload
      .update({
        collection: slugs.projects,
        id: projectId,
        data: { title: 'Titre pendant un verrou' },
        overrideAccess: false,
        overrideLock: false,
        user: secondEditor,
      })
      .then(
        () => 0,
        (error: { status?: number }) => error.status,
      )
    expect(blocked).toBe(423)
  })

  it('a lock is read by who may read its document, and by its own user: an editor sees no lock on a lead or an account', async () => {
    const admin = user('admin')
    const sales = user('sales')
    const editor = user('editor')
    const onLead = await lockHeldBy(sales, { collection: slugs.leads, id: leadId })
    const onAccount = await lockHeldBy(admin, { collection: slugs.users, id: sales.id })
    const onProject = await lockHeldBy(admin, { collection: slugs.projects, id: projectId })
    try {
      const seenBy = async (as: User) =>
        new Set(
          (await payload.find({ collection: locks, overrideAccess: false, user: as, pagination: false, depth: 0 } as never)).docs.map(
            (lock) => (lock as { id: number }).id,
          ),
        )
      const editorSees = await seenBy(editor)
      expect([editorSees.has(onLead), editorSees.has(onAccount), editorSees.has(onProject)]).toEqual([false, false, true])
      // Sales read the leads and the public content, and only their own account.
      const salesSees = await seenBy(sales)
      expect([salesSees.has(onLead), salesSees.has(onAccount), salesSees.has(onProject)]).toEqual([true, false, true])
      const adminSees = await seenBy(admin)
      expect([adminSees.has(onLead), adminSees.has(onAccount), adminSees.has(onProject)]).toEqual([true, true, true])
      expect(await attempt(() => payload.findByID({ collection: locks, id: onLead, overrideAccess: false, user: editor } as never))).toBe(
        'denied',
      )
    } finally {
      await payload.delete({ collection: locks, where: { id: { in: [onLead, onAccount, onProject] } }, overrideAccess: true })
    }
  })

  it('a lock lasts through its holder’s own saves (autosave), so a second editor is still stopped with a 423', async () => {
    const editor = user('editor')
    const page = await payload.create({
      collection: slugs.pages,
      data: {
        title: 'Page verrouillée',
        slug: `page-verrouillee-${Date.now()}`,
        _status: 'published',
        layout: [{ blockType: 'hero', title: 'Verrou', intro: 'Texte.' }],
      },
      overrideAccess: true,
    })
    const target = { collection: slugs.pages, id: page.id }
    try {
      await lockHeldBy(editor, target)
      const asEditor = {
        collection: slugs.pages,
        id: page.id,
        overrideAccess: false,
        overrideLock: false,
        draft: true,
        autosave: true,
      } as const
      await payload.update({ ...asEditor, user: editor, data: { title: 'Première frappe' } })
      await payload.update({ ...asEditor, user: editor, data: { title: 'Deuxième frappe' } })
      const held = await payload.find({
        collection: locks,
        where: { and: [{ 'document.relationTo': { equals: slugs.pages } }, { 'document.value': { equals: page.id } }] },
        depth: 0,
        overrideAccess: true,
      } as never)
      expect(held.docs.map((lock) => (lock as { user: { value: { id: number } } }).user.value.id)).toEqual([editor.id])
      const blocked = await payload.update({ ...asEditor, user: secondEditor, data: { title: 'Écrasé' } }).then(
        () => 0,
        (error: { status?: number }) => error.status,
      )
      expect(blocked).toBe(423)
      // The global menu too.
      await payload.create({ collection: locks, data: lockData(editor, { global: slugs.navigation }), overrideAccess: true } as never)
      const menu = await payload.findGlobal({ slug: slugs.navigation, depth: 0, overrideAccess: true })
      await payload.updateGlobal({
        slug: slugs.navigation,
        data: { legalLinks: menu.legalLinks },
        overrideAccess: false,
        overrideLock: false,
        user: editor,
      })
      const menuBlocked = await payload
        .updateGlobal({
          slug: slugs.navigation,
          data: { legalLinks: menu.legalLinks },
          overrideAccess: false,
          overrideLock: false,
          user: secondEditor,
        })
        .then(
          () => 0,
          (error: { status?: number }) => error.status,
        )
      expect(menuBlocked).toBe(423)
    } finally {
      await payload.delete({ collection: locks, where: { 'document.value': { equals: page.id } }, overrideAccess: true })
      await payload.delete({ collection: locks, where: { globalSlug: { equals: slugs.navigation } }, overrideAccess: true })
      await payload.delete({ collection: slugs.pages, id: page.id, overrideAccess: true })
    }
  })

  it('a lock names its holder by name, never by their address, to the other editors', async () => {
    const editor = user('editor')
    const lock = await lockHeldBy(editor, { collection: slugs.projects, id: projectId })
    try {
      const seen = (await payload.findByID({
        collection: locks,
        id: lock,
        depth: 1,
        overrideAccess: false,
        user: secondEditor,
      } as never)) as {
        user: { value: unknown }
      }
      expect(seen.user.value).toEqual({ id: editor.id, name: editor.name, email: editor.name })
    } finally {
      await payload.delete({ collection: locks, id: lock, overrideAccess: true } as never)
    }
  })
})
