import { describe, expect, it } from 'vitest'
import { freeStudySteps } from '@/forms/etude-gratuite/choices'
import { freeStudySchema } from '@/forms/etude-gratuite/schema'
import { postedStep, postedStepNumber, wizardMoveOf } from '@/forms/shared/postedStep'

const atticStepTwo = {
  projectType: 'Aménagement de combles',
  propertyType: 'Maison individuelle',
  postalCode: '80000',
  roofType: 'Charpente fermette',
  height: '1.80m - 2.50m',
}

describe('a wizard posted without scripts, moved by the server', () => {
  it('goes on when the step’s own fields pass, whatever later steps still miss', () => {
    expect(postedStep(freeStudySchema, freeStudySteps, 1, 'next', { projectType: 'Aménagement de combles' })).toEqual({
      send: false,
      step: 2,
      errors: {},
    })
    expect(postedStep(freeStudySchema, freeStudySteps, 2, 'next', atticStepTwo)).toEqual({ send: false, step: 3, errors: {} })
  })

  it('stays on a step with a field refused, with that field’s message and no other step’s', () => {
    const moved = postedStep(freeStudySchema, freeStudySteps, 2, 'next', { ...atticStepTwo, postalCode: '8000' })
    expect(moved).toEqual({ send: false, step: 2, errors: { postalCode: expect.stringMatching(/5 chiffres/) } })
    expect(postedStep(freeStudySchema, freeStudySteps, 1, 'next', {})).toMatchObject({
      step: 1,
      errors: { projectType: 'Veuillez faire un choix' },
    })
  })

  it('goes back without judging, never before the first step', () => {
    expect(postedStep(freeStudySchema, freeStudySteps, 3, 'previous', {})).toEqual({ send: false, step: 2, errors: {} })
    expect(postedStep(freeStudySchema, freeStudySteps, 1, 'previous', {})).toEqual({ send: false, step: 1, errors: {} })
  })

  it('sends from the last step: the whole lead is judged where every lead is', () => {
    expect(postedStep(freeStudySchema, freeStudySteps, 5, 'next', {})).toEqual({ send: true })
  })

  it('reads the posted step and move as the browser’s word, within bounds', () => {
    expect(postedStepNumber('3', 5)).toBe(3)
    expect(postedStepNumber('9', 5)).toBe(5)
    expect(postedStepNumber('0', 5)).toBe(1)
    expect(postedStepNumber('2; DROP', 5)).toBe(1)
    expect(postedStepNumber(null, 5)).toBe(1)
    expect(wizardMoveOf('previous')).toBe('previous')
    expect(wizardMoveOf('start')).toBe('start')
    expect(wizardMoveOf('anything')).toBe('next')
    expect(wizardMoveOf(null)).toBe('next')
  })
})
