import { describe, expect, it } from 'vitest'
import { projectsForService } from '@/rules/galleryFilters'
import { isService } from '@/rules/services'

const projects = [
  { id: 1, service: 'combles' as const },
  { id: 2, service: 'maison-phenix' as const },
  { id: 3, service: 'combles' as const },
]

describe('projectsForService', () => {
  it('shows every project without a service', () => {
    expect(projectsForService(projects, null)).toEqual({ projects, matched: false })
  })
  it('shows the service’s projects', () => {
    expect(projectsForService(projects, 'combles')).toEqual({ projects: [projects[0], projects[2]], matched: true })
    expect(projectsForService(projects, 'maison-phenix').projects.map((project) => project.id)).toEqual([2])
  })
  it('shows every project, unmatched, for a service without any yet', () => {
    expect(projectsForService(projects, 'extension')).toEqual({ projects, matched: false })
  })
})

describe('isService', () => {
  it('accepts the services only', () => {
    expect(isService('veranda-pergola')).toBe(true)
    expect(isService('Veranda')).toBe(false)
    expect(isService(null)).toBe(false)
  })
})
