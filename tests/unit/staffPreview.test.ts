import { describe, expect, it } from 'vitest'
import { isStaffPreview, staffPreviewKey } from '@/http/staffPreview'
import { cacheTagsKey } from '@/cache/cacheTagsRoute'

describe('the staff preview cookie', () => {
  it('is accepted only as the servers make it', () => {
    expect(isStaffPreview(staffPreviewKey())).toBe(true)
    for (const forged of [undefined, '', 'x', staffPreviewKey().slice(1), `${staffPreviewKey()}x`, cacheTagsKey()])
      expect(isStaffPreview(forged), String(forged)).toBe(false)
  })
})
