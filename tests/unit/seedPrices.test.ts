import { describe, expect, it } from 'vitest'
import { gridSpan } from '@/forms/shared/budgetEstimate'
import { priceGrid } from '@/seed/data/priceGrid'
import { projects } from '@/seed/data/projects'

describe('the showcased projects’ budgets', () => {
  it('cost per m² what the price grid every tool reads says', () => {
    const { low, high } = gridSpan(priceGrid)
    const outside = projects
      .map((project) => ({ title: project.title, perM2: Number(project.specifications.budget.replace(/\D/g, '')) / project.surface }))
      .filter(({ perM2 }) => perM2 < low || perM2 > high)
    expect(outside).toEqual([])
  })
})
