import { describe, expect, it } from 'vitest'
import { sortOrder } from '@/leads/dashboard/listSort'

describe('the list’s orders', () => {
  it('are Payload sorts on indexed dates: newest first by default, oldest first, nearest due date first', () => {
    expect(sortOrder(undefined)).toBe('-createdAt')
    expect(sortOrder('oldest')).toBe('createdAt')
    expect(sortOrder('due')).toBe('nextAction.dueAt')
  })
})
