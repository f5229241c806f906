import type { Payload } from 'payload'
import { slugs } from '@collections/slugs'

/** The published pages (address, title, blocks, pictures' files) and the leads, as visitors and staff read them. */
export async function servedContent(payload: Payload) {
  const pages = await payload.find({
    collection: slugs.pages,
    where: { _status: { equals: 'published' } },
    sort: 'slug',
    pagination: false,
    depth: 1,
  })
  const leads = await payload.find({ collection: slugs.leads, sort: 'id', pagination: false, depth: 0, overrideAccess: true })
  return {
    pages: pages.docs.map(({ slug, title, layout }) => ({ slug, title, layout })),
    leads: leads.docs.map(({ id, name, email, phone, status, owner, formData, createdAt }) => ({
      id,
      name,
      email,
      phone,
      status,
      owner,
      formData,
      createdAt,
    })),
  }
}
