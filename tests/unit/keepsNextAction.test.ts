import { describe, expect, it } from 'vitest'
import { actionDueStatuses, keepsNextAction } from '@/leads/rules/nextAction'

const change = (status: string, previousStatus: string, keepAsked = false) => keepsNextAction({ status, previousStatus, keepAsked })

describe('a lead’s next action through a change of status', () => {
  it('ends with Perdu and Invalide, even when asked to keep it', () => {
    expect(change('lost', 'in-progress', true)).toBe(false)
    expect(change('invalid', 'new', true)).toBe(false)
  })

  it('is kept on the move to Converti only when the salesperson asks to keep it', () => {
    expect(change('converted', 'in-progress', true)).toBe(true)
    expect(change('converted', 'in-progress', false)).toBe(false)
  })

  it('stays through any other change, a converted lead’s later changes too', () => {
    expect(change('in-progress', 'new')).toBe(true)
    expect(change('converted', 'converted')).toBe(true)
    expect(change('to-contact', 'converted')).toBe(true)
  })

  it('is reminded while the lead is worked: open or Converti, not Perdu nor Invalide', () => {
    expect([...actionDueStatuses]).toEqual(['new', 'to-contact', 'in-progress', 'converted'])
  })
})
