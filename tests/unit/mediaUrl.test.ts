import { describe, expect, it } from 'vitest'
import { mediaPath } from '@/lib/mediaUrl'

describe('mediaPath', () => {
  it('keeps only the path of an absolute upload URL', () => {
    expect(mediaPath('http://127.0.0.1:3100/api/media/file/projet-1-apres.webp')).toBe('/api/media/file/projet-1-apres.webp')
  })
  it('leaves a path as it is, and nothing as nothing', () => {
    expect(mediaPath('/api/media/file/a.webp')).toBe('/api/media/file/a.webp')
    expect(mediaPath(null)).toBeNull()
    expect(mediaPath('')).toBeNull()
  })
})
