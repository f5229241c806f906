import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { pagesShowing } from '@/data/pagesShowing'
import type { Video } from '@/payload-types'
import { revalidatePages } from './revalidate'

/** A saved or deleted video: the home page's video section and the attic page's embedded video. */
export const revalidateVideo: CollectionAfterChangeHook<Video> = ({ doc, req }) => {
  revalidatePages(req, pagesShowing.videos)
  return doc
}

export const revalidateDeletedVideo: CollectionAfterDeleteHook<Video> = ({ doc, req }) => {
  revalidatePages(req, pagesShowing.videos)
  return doc
}
