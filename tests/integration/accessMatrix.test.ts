import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { type Actor, actors, attempt, createStaff, type Outcome } from '../harness/actors'
import { getTestPayload } from '../harness/payload'
import type { User } from '@/payload-types'

type Operation = 'create' | 'read' | 'update' | 'delete'
type Cell = Record<Operation, Outcome>

const all: Cell = { create: 'allowed', read: 'allowed', update: 'allowed', delete: 'allowed' }
const none: Cell = { create: 'denied', read: 'denied', update: 'denied', delete: 'denied' }
const readOnly: Cell = { ...none, read: 'allowed' }
const workLeads: Cell = { create: 'allowed', read: 'allowed', update: 'allowed', delete: 'denied' }
/** Someone else's note or activity: read, and add one's own, but never change or delete it. */
const othersWork: Cell = { create: 'allowed', read: 'allowed', update: 'denied', delete: 'denied' }

type Resource =
  | 'leads'
  | 'notes'
  | 'ownNotes'
  | 'activities'
  | 'ownActivities'
  | 'lostReasons'
  | 'projects'
  | 'testimonials'
  | 'videos'
  | 'timeline'
  | 'media'

/**
 * Who may do what: admins everything, editors content, sales leads, visitors read content. One test per cell.
 * `notes` and `activities` are another salesperson's, `ownNotes` and `ownActivities` the actor's own: a note or
 * an activity is changed or deleted by its author or an admin only.
 */
const expected: Record<Actor, Record<Resource, Cell>> = {
  anonymous: {
    leads: none,
    notes: none,
    ownNotes: none,
    activities: none,
    ownActivities: none,
    lostReasons: none,
    projects: readOnly,
    testimonials: readOnly,
    videos: readOnly,
    timeline: readOnly,
    media: readOnly,
  },
  editor: {
    leads: none,
    notes: none,
    ownNotes: none,
    activities: none,
    ownActivities: none,
    lostReasons: none,
    projects: all,
    testimonials: all,
    videos: all,
    timeline: all,
    media: all,
  },
  sales: {
    leads: workLeads,
    notes: othersWork,
    ownNotes: all,
    activities: othersWork,
    ownActivities: all,
    // The manager keeps the lost reasons; the sales team reads them to choose one.
    lostReasons: readOnly,
    projects: readOnly,
    testimonials: readOnly,
    videos: readOnly,
    timeline: readOnly,
    media: readOnly,
  },
  admin: {
    leads: all,
    notes: all,
    ownNotes: all,
    activities: all,
    ownActivities: all,
    lostReasons: all,
    projects: all,
    testimonials: all,
    videos: all,
    timeline: all,
    media: all,
  },
}

let payload: Payload
let staff: Record<Actor, User | undefined>
/** A second salesperson, who writes the `notes` and `activities` the actors work on. */
let otherSales: User
let seedMediaId: number
let sampleLeadId: number

const collectionOf: Record<Resource, CollectionSlug> = {
  leads: slugs.leads,
  notes: slugs.leadNotes,
  ownNotes: slugs.leadNotes,
  activities: slugs.leadActivities,
  ownActivities: slugs.leadActivities,
  lostReasons: slugs.lostReasons,
  projects: slugs.projects,
  testimonials: slugs.testimonials,
  videos: slugs.videos,
  timeline: slugs.timelineEntries,
  media: slugs.media,
}

let counter = 0
const unique = () => `${Date.now()}-${++counter}`

/** Valid data for a new document of each resource. */
function newData(resource: Resource): Record<string, unknown> {
  const id = unique()
  switch (resource) {
    case 'leads':
      return { formOrigin: 'contact', name: `Lead ${id}`, email: `lead-${id}@example.fr`, status: 'new' }
    case 'notes':
    case 'ownNotes':
      return { lead: sampleLeadId, content: `Note ${id}` }
    case 'activities':
    case 'ownActivities':
      return { lead: sampleLeadId, date: new Date().toISOString(), types: ['called'] }
    case 'lostReasons':
      return { label: `Motif ${id}` }
    case 'projects':
      return {
        title: `Projet ${id}`,
        type: 'office',
        surface: 40 + (counter % 40),
        location: `Testville${counter} (80)`,
        duration: '20 jours',
        beforeImage: seedMediaId,
        afterImage: seedMediaId,
        gallery: [seedMediaId, seedMediaId, seedMediaId, seedMediaId],
        description: 'Un projet de test.',
        specifications: { budget: '40 000 €', rooms: 1 },
        // Projects have drafts: visitors read the published ones (a draft is the editors' alone: projectDrafts.test.ts).
        _status: 'published',
      }
    case 'testimonials':
      return { kind: 'short', text: `Très bien ${id}`, rating: 5, author: 'Aménagement de combles à Lille' }
    case 'videos':
      return { title: `Vidéo ${id}`, videoId: `v${String(counter).padStart(10, '0')}`, duration: '3:10' }
    case 'timeline':
      return { year: 2000, title: `Étape ${id}`, description: 'Test.', type: 'innovation', icon: 'lightbulb' }
    case 'media':
      return { alt: `Image ${id}` }
  }
}

const updateData: Record<Resource, Record<string, unknown>> = {
  leads: { status: 'in-progress' },
  notes: { content: 'Note modifiée' },
  ownNotes: { content: 'Note modifiée' },
  activities: { types: ['email-sent'] },
  ownActivities: { types: ['email-sent'] },
  lostReasons: { label: `Motif modifié ${Date.now()}` },
  projects: { title: 'Titre modifié' },
  testimonials: { text: 'Texte modifié' },
  videos: { title: 'Titre modifié' },
  timeline: { title: 'Titre modifié' },
  media: { alt: 'Texte modifié' },
}

const pixel = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#88aacc' } })
    .png()
    .toBuffer()

/**
 * The document an actor reads, updates or deletes, created without access checks: a note or an activity is
 * written by another salesperson, or by the actor for `ownNotes` and `ownActivities` (its author is whoever
 * creates it).
 */
async function createAsAdmin(resource: Resource, actor?: User) {
  const file = resource === 'media' ? { data: await pixel(), mimetype: 'image/png', name: `px-${unique()}.png`, size: 0 } : undefined
  const author =
    resource === 'notes' || resource === 'activities'
      ? otherSales
      : resource === 'ownNotes' || resource === 'ownActivities'
        ? actor
        : undefined
  const doc = await payload.create({
    collection: collectionOf[resource],
    data: newData(resource),
    file,
    overrideAccess: true,
    user: author,
  } as never)
  return (doc as { id: number }).id
}

beforeAll(async () => {
  payload = await getTestPayload()
  staff = await createStaff(payload)
  otherSales = {
    ...(await payload.create({
      collection: slugs.users,
      data: { email: `other-sales.${unique()}@test.combles-nord.fr`, password: 'mot-de-passe-de-test-1', role: 'sales', name: 'Autre' },
      overrideAccess: true,
    })),
    collection: slugs.users,
  } as User
  seedMediaId = (await payload.find({ collection: slugs.media, limit: 1, overrideAccess: true })).docs[0]!.id
  sampleLeadId = await createAsAdmin('leads')
})

describe.each(actors)('as %s', (actor) => {
  const user = () => staff[actor]

  describe.each(Object.keys(expected[actor]) as Resource[])('%s', (resource) => {
    const cell = expected[actor][resource]

    it(`create is ${cell.create}`, async () => {
      const file = resource === 'media' ? { data: await pixel(), mimetype: 'image/png', name: `px-${unique()}.png`, size: 0 } : undefined
      const outcome = await attempt(() =>
        payload.create({ collection: collectionOf[resource], data: newData(resource), file, overrideAccess: false, user: user() } as never),
      )
      expect(outcome).toBe(cell.create)
    })

    it(`read is ${cell.read}`, async () => {
      const id = await createAsAdmin(resource, user())
      const outcome = await attempt(async () => {
        await payload.findByID({ collection: collectionOf[resource], id, overrideAccess: false, user: user() })
        await payload.find({ collection: collectionOf[resource], overrideAccess: false, user: user() })
      })
      expect(outcome).toBe(cell.read)
    })

    it(`update is ${cell.update}`, async () => {
      const id = await createAsAdmin(resource, user())
      const outcome = await attempt(() =>
        payload.update({
          collection: collectionOf[resource],
          id,
          data: updateData[resource],
          overrideAccess: false,
          user: user(),
        } as never),
      )
      expect(outcome).toBe(cell.update)
    })

    it(`delete is ${cell.delete}`, async () => {
      const id = await createAsAdmin(resource, user())
      const outcome = await attempt(() => payload.delete({ collection: collectionOf[resource], id, overrideAccess: false, user: user() }))
      expect(outcome).toBe(cell.delete)
      const stillThere = await payload.count({ collection: collectionOf[resource], where: { id: { equals: id } }, overrideAccess: true })
      expect(stillThere.totalDocs).toBe(cell.delete === 'allowed' ? 0 : 1)
    })
  })

  describe('site settings', () => {
    it('are readable by everybody', async () => {
      expect(await attempt(() => payload.findGlobal({ slug: slugs.siteSettings, overrideAccess: false, user: user() }))).toBe('allowed')
    })
    it(`update is ${actor === 'editor' || actor === 'admin' ? 'allowed' : 'denied'}`, async () => {
      const outcome = await attempt(() =>
        payload.updateGlobal({
          slug: slugs.siteSettings,
          data: { hours: 'Du lundi au vendredi de 8h à 18h' },
          overrideAccess: false,
          user: user(),
        }),
      )
      expect(outcome).toBe(actor === 'editor' || actor === 'admin' ? 'allowed' : 'denied')
    })
  })

  describe('users', () => {
    const isAdmin = actor === 'admin'
    const isStaff = actor !== 'anonymous'

    it(`create is ${isAdmin ? 'allowed' : 'denied'}`, async () => {
      const outcome = await attempt(() =>
        payload.create({
          collection: slugs.users,
          data: { email: `new-${unique()}@test.combles-nord.fr`, password: 'mot-de-passe-de-test-1', role: 'sales' },
          overrideAccess: false,
          user: user(),
        }),
      )
      expect(outcome).toBe(isAdmin ? 'allowed' : 'denied')
    })

    it(`read: ${isAdmin ? 'every user' : isStaff ? 'only their own account' : 'nothing'}`, async () => {
      const other = staff[actor === 'sales' ? 'editor' : 'sales']!
      expect(await attempt(() => payload.findByID({ collection: slugs.users, id: other.id, overrideAccess: false, user: user() }))).toBe(
        isAdmin ? 'allowed' : 'denied',
      )
      if (!isStaff) {
        expect(await attempt(() => payload.find({ collection: slugs.users, overrideAccess: false, user: user() }))).toBe('denied')
        return
      }
      const list = await payload.find({ collection: slugs.users, overrideAccess: false, user: user(), limit: 100 })
      if (isAdmin) expect(list.totalDocs).toBeGreaterThanOrEqual(4)
      else expect(list.docs.map((doc) => doc.id)).toEqual([user()!.id])
    })

    it(`update of another user is ${isAdmin ? 'allowed' : 'denied'}; nobody but an admin changes a role`, async () => {
      const other = staff[actor === 'sales' ? 'editor' : 'sales']!
      expect(
        await attempt(() =>
          payload.update({ collection: slugs.users, id: other.id, data: { name: 'Renommé' }, overrideAccess: false, user: user() }),
        ),
      ).toBe(isAdmin ? 'allowed' : 'denied')
      if (isStaff && !isAdmin) {
        const self = await payload.update({
          collection: slugs.users,
          id: user()!.id,
          data: { name: 'Moi', role: 'admin' },
          overrideAccess: false,
          user: user(),
        })
        expect(self.name).toBe('Moi')
        expect(self.role).toBe(actor)
      }
    })

    it(`delete is ${isAdmin ? 'allowed' : 'denied'}`, async () => {
      const victim = await payload.create({
        collection: slugs.users,
        data: { email: `victim-${unique()}@test.combles-nord.fr`, password: 'mot-de-passe-de-test-1', role: 'sales' },
        overrideAccess: true,
      })
      expect(await attempt(() => payload.delete({ collection: slugs.users, id: victim.id, overrideAccess: false, user: user() }))).toBe(
        isAdmin ? 'allowed' : 'denied',
      )
    })

    it(`unlock is ${isAdmin ? 'allowed' : 'denied'}`, async () => {
      const locked = await payload.create({
        collection: slugs.users,
        data: { email: `locked-${unique()}@test.combles-nord.fr`, password: 'mot-de-passe-de-test-1', role: 'sales' },
        overrideAccess: true,
      })
      const outcome = await attempt(() =>
        payload.unlock({
          collection: slugs.users,
          data: { email: locked.email, password: '' },
          overrideAccess: false,
          req: { user: user() } as never,
        }),
      )
      expect(outcome).toBe(isAdmin ? 'allowed' : 'denied')
    })
  })
})
