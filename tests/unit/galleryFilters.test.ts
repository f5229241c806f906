import { describe, expect, it } from 'vitest'
import { filterProjects, galleryFilterOptions } from '@/rules/galleryFilters'
import { wrapIndex } from '@/rules/wrapIndex'

describe('galleryFilterOptions', () => {
  it('offers all, then only the types present, in the fixed order, in French', () => {
    expect(galleryFilterOptions(['living', 'bedroom', 'living'])).toEqual([
      { value: 'all', label: 'Tous' },
      { value: 'bedroom', label: 'Chambre' },
      { value: 'living', label: 'Séjour' },
    ])
  })

  it('offers every type when all are present', () => {
    expect(galleryFilterOptions(['bathroom', 'office', 'living', 'bedroom']).map((option) => option.value)).toEqual([
      'all',
      'bedroom',
      'office',
      'bathroom',
      'living',
    ])
  })

  it('offers only all without projects', () => {
    expect(galleryFilterOptions([])).toEqual([{ value: 'all', label: 'Tous' }])
  })
})

describe('filterProjects', () => {
  const projects = [
    { id: 1, type: 'bedroom' as const },
    { id: 2, type: 'office' as const },
    { id: 3, type: 'bedroom' as const },
  ]
  it('shows everything for all', () => {
    expect(filterProjects(projects, 'all')).toHaveLength(3)
  })
  it('shows only the chosen type', () => {
    expect(filterProjects(projects, 'bedroom').map((project) => project.id)).toEqual([1, 3])
    expect(filterProjects(projects, 'living')).toEqual([])
  })
})

describe('wrapIndex', () => {
  it('wraps forward and backward', () => {
    expect(wrapIndex(3, 1, 4)).toBe(0)
    expect(wrapIndex(0, -1, 4)).toBe(3)
    expect(wrapIndex(1, 1, 4)).toBe(2)
  })
})
