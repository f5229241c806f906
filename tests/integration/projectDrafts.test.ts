import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { getTestPayload } from '../harness/payload'
import type { Project } from '@/payload-types'

/*
 * Projects have drafts like pages: an autosaved draft is the editors' alone, and an unpublished project is
 * read by no visitor (the site's reads are the visitor's: overrideAccess false, no user).
 */

let payload: Payload
let seeded: Project

/** A seeded project's fields for a new one: no ids (the lists' rows keep theirs), no dates, no place in the order. */
const copyOf = (project: Project) => {
  const {
    createdAt: _c,
    updatedAt: _u,
    _order: _o,
    ...fields
  } = JSON.parse(JSON.stringify(project), (key, value: unknown) => (key === 'id' ? undefined : value)) as Project
  return fields
}

const readAsVisitor = (id: number) =>
  payload.find({ collection: slugs.projects, where: { id: { equals: id } }, depth: 0, overrideAccess: false }).then(({ docs }) => docs[0])

beforeAll(async () => {
  payload = await getTestPayload()
  seeded = (await payload.find({ collection: slugs.projects, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
})

describe('a project’s drafts', () => {
  it('the seeded projects are published', () => {
    expect(seeded._status).toBe('published')
  })

  it('an autosaved draft stays off the site; unpublishing takes the project off; publishing puts the draft on', async () => {
    const fields = copyOf(seeded)
    const stamp = Date.now()
    const project = await payload.create({
      collection: slugs.projects,
      data: { ...fields, title: `Grenier ${stamp}`, slug: `grenier-${stamp}`, _status: 'published' },
      overrideAccess: true,
    })
    try {
      expect((await readAsVisitor(project.id))?.title).toBe(`Grenier ${stamp}`)
      await payload.update({
        collection: slugs.projects,
        id: project.id,
        draft: true,
        autosave: true,
        data: { title: 'Brouillon' },
        overrideAccess: true,
      })
      expect((await readAsVisitor(project.id))?.title).toBe(`Grenier ${stamp}`)
      const versions = await payload.findVersions({
        collection: slugs.projects,
        where: { parent: { equals: project.id } },
        overrideAccess: true,
      })
      expect(versions.totalDocs).toBeGreaterThanOrEqual(2)

      await payload.update({ collection: slugs.projects, id: project.id, data: { _status: 'draft' }, overrideAccess: true })
      expect(await readAsVisitor(project.id)).toBeUndefined()

      await payload.update({ collection: slugs.projects, id: project.id, data: { _status: 'published' }, overrideAccess: true })
      expect((await readAsVisitor(project.id))?.title).toBe('Brouillon')
    } finally {
      await payload.delete({ collection: slugs.projects, id: project.id, overrideAccess: true })
    }
  })

  it('a new project saved as a draft is read by no visitor', async () => {
    const fields = copyOf(seeded)
    const stamp = Date.now()
    const project = await payload.create({
      collection: slugs.projects,
      draft: true,
      data: { ...fields, title: `Ébauche ${stamp}`, slug: `ebauche-${stamp}`, _status: 'draft' },
      overrideAccess: true,
    })
    try {
      expect(await readAsVisitor(project.id)).toBeUndefined()
    } finally {
      await payload.delete({ collection: slugs.projects, id: project.id, overrideAccess: true })
    }
  })
})
