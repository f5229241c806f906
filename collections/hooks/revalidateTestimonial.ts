import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { pagesShowing } from '@/data/pagesShowing'
import type { Testimonial } from '@/payload-types'
import { revalidatePages } from './revalidate'

const pathsFor = (...docs: (Pick<Testimonial, 'kind'> | null | undefined)[]) => {
  const kinds = new Set(docs.flatMap((doc) => (doc ? [doc.kind] : [])))
  return [
    ...(kinds.has('short') ? pagesShowing.shortTestimonials : []),
    ...(kinds.has('reusable') ? pagesShowing.reusableTestimonials : []),
  ]
}

/** A saved testimonial: the pages that show its kind (both kinds when an editor moved it from one to the other). */
export const revalidateTestimonial: CollectionAfterChangeHook<Testimonial> = ({ doc, previousDoc, req }) => {
  revalidatePages(req, pathsFor(doc, previousDoc))
  return doc
}

export const revalidateDeletedTestimonial: CollectionAfterDeleteHook<Testimonial> = ({ doc, req }) => {
  revalidatePages(req, pathsFor(doc))
  return doc
}
