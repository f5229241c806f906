import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { pagesShowing } from '@/data/pagesShowing'
import type { TimelineEntry } from '@/payload-types'
import { revalidatePages } from './revalidate'

/** A saved or deleted history entry: the about page. */
export const revalidateTimelineEntry: CollectionAfterChangeHook<TimelineEntry> = ({ doc, req }) => {
  revalidatePages(req, pagesShowing.timeline)
  return doc
}

export const revalidateDeletedTimelineEntry: CollectionAfterDeleteHook<TimelineEntry> = ({ doc, req }) => {
  revalidatePages(req, pagesShowing.timeline)
  return doc
}
