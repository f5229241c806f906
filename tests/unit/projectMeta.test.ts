import { describe, expect, it } from 'vitest'
import { excerpt, projectDescription, projectTitle } from '@/rules/projectMeta'

const description =
  'Une suite parentale avec dressing a pris place dans les combles perdus de cette maison amiénoise des années 1970. Sur 48 m², les fermettes en W ont été modifiées.'

describe('projectTitle', () => {
  it('names the town without the département and the surface', () => {
    expect(projectTitle('Amiens (80)', 48)).toBe('Aménagement de combles à Amiens - 48m²')
    expect(projectTitle('Le Havre (76)', 70)).toBe('Aménagement de combles à Le Havre - 70m²')
  })
})

describe('excerpt', () => {
  it('keeps a short text whole', () => {
    expect(excerpt('Court texte.')).toBe('Court texte.')
  })
  it('keeps the first 120 characters and adds an ellipsis', () => {
    const text = 'a'.repeat(200)
    expect(excerpt(text)).toBe(`${'a'.repeat(120)}…`)
  })
})

describe('projectDescription', () => {
  const value = projectDescription({
    location: 'Amiens (80)',
    surface: 48,
    duration: '21 jours',
    description,
    specifications: { budget: '40 500 €', rooms: 2 },
  })

  it('starts with town, surface, rooms, budget and duration', () => {
    expect(value.startsWith('Combles aménagés à Amiens : 48 m², 2 pièces, budget 40 500 €, réalisés en 21 jours.')).toBe(true)
  })

  it('ends with the first 120 characters of the description', () => {
    expect(value.endsWith(`${description.slice(0, 120).trimEnd()}…`)).toBe(true)
    expect(value).not.toContain(description.slice(121))
  })

  it('uses the singular for one room', () => {
    const single = projectDescription({
      location: 'Lille (59)',
      surface: 42,
      duration: '14 jours',
      description: 'Bureau.',
      specifications: { budget: '36 000 €', rooms: 1 },
    })
    expect(single).toBe('Combles aménagés à Lille : 42 m², 1 pièce, budget 36 000 €, réalisés en 14 jours. Bureau.')
  })
})
