import { APIError, type CollectionBeforeDeleteHook } from 'payload'
import { slugs } from '@collections/slugs'

/** A reason still given by a lead stays: deleting it would leave Perdu leads without a reason (rename it instead). */
export const keepGivenLostReason: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({ collection: slugs.leads, where: { lostReason: { equals: id } }, req })
  if (totalDocs > 0) {
    throw new APIError(
      `Ce motif est celui de ${totalDocs} lead${totalDocs > 1 ? 's' : ''} perdu${totalDocs > 1 ? 's' : ''}\u00a0: renommez-le plutôt.`,
      409,
      null,
      true,
    )
  }
}
