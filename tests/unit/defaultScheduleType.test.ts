import { describe, expect, it } from 'vitest'
import { defaultScheduleType } from '@/admin/schedule/defaultScheduleType'

describe('defaultScheduleType', () => {
  it('offers to publish a page never published, even with no draft counted since', () => {
    expect(defaultScheduleType({ hasPublishedDoc: false, unpublishedVersionCount: 0 })).toBe('publish')
  })

  it('offers to publish changes waiting on a live page', () => {
    expect(defaultScheduleType({ hasPublishedDoc: true, unpublishedVersionCount: 2 })).toBe('publish')
  })

  it('offers to unpublish a live page with nothing newer', () => {
    expect(defaultScheduleType({ hasPublishedDoc: true, unpublishedVersionCount: 0 })).toBe('unpublish')
  })
})
