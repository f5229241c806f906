import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { revalidatePages, skipRevalidation } from '../../collections/hooks/revalidate'

const fakeRequest = (context: Record<string, unknown>) => {
  const logger = { info: vi.fn(), debug: vi.fn() }
  return { req: { context, payload: { logger } } as unknown as PayloadRequest, logger }
}

describe('revalidatePages', () => {
  it('skips when the seed asks for no side effects', () => {
    const { req, logger } = fakeRequest({ seeding: true })
    expect(skipRevalidation(req)).toBe(true)
    revalidatePages(req, ['/'])
    expect(logger.info).not.toHaveBeenCalled()
    expect(logger.debug).not.toHaveBeenCalled()
  })

  it('is a no-op outside a Next.js request instead of throwing', () => {
    const { req, logger } = fakeRequest({})
    expect(skipRevalidation(req)).toBe(false)
    expect(() => revalidatePages(req, ['/', '/projet/x'], { tags: ['site-settings'] })).not.toThrow()
    expect(logger.debug).toHaveBeenCalledOnce()
  })
})
