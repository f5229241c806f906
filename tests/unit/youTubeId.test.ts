import { describe, expect, it } from 'vitest'
import { youTubeId } from '@/rules/youTubeId'

describe('youTubeId', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  dQw4w9WgXcQ ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s → %s', (input, id) => {
    expect(youTubeId(input)).toBe(id)
  })

  it.each([
    '',
    'dQw4w9WgXc',
    'https://vimeo.com/dQw4w9WgXcQ',
    'https://www.youtube.com/channel/UCabcdefghijk',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'pas une vidéo',
  ])('names no video: %s', (input) => {
    expect(youTubeId(input)).toBeNull()
  })
})
