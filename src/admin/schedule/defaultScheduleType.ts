export type ScheduleType = 'publish' | 'unpublish'

/**
 * What the schedule dialog offers first: unpublishing only for a document that is live with nothing newer
 * to publish; a page never published, or with changes waiting, is to be published.
 */
export function defaultScheduleType({
  hasPublishedDoc,
  unpublishedVersionCount,
}: {
  hasPublishedDoc: boolean
  unpublishedVersionCount: number
}): ScheduleType {
  return hasPublishedDoc && unpublishedVersionCount === 0 ? 'unpublish' : 'publish'
}
