import { describe, expect, it } from 'vitest'
import { answersLead, isDoneActivity, responseMinutes } from '@/leads/rules/firstResponse'
import { closedStatuses, inProgressGroup, isOpenStatus, leadStatuses, openStatuses } from '@/leads/rules/leadStatus'
import { OPEN_STATUSES_SQL, statusInSql } from '@/leads/rules/statusSql'

const user = (id: number, role: string) => ({ id, role, collection: 'users' })

describe('who answers a lead', () => {
  it('is its owner, or any salesperson when nobody owns it; never an admin or another salesperson', () => {
    expect(answersLead(user(7, 'sales'), 7)).toBe(true)
    expect(answersLead(user(8, 'sales'), 7)).toBe(false)
    expect(answersLead(user(8, 'sales'), null)).toBe(true)
    expect(answersLead(user(1, 'admin'), 7)).toBe(false)
    expect(answersLead(user(1, 'admin'), null)).toBe(false)
    expect(answersLead(user(7, 'editor'), 7)).toBe(false)
    expect(answersLead(undefined, null)).toBe(false)
    // Only a signed-in user of the users collection.
    expect(answersLead({ id: 7, role: 'sales' }, 7)).toBe(false)
  })
})

describe('a done activity', () => {
  const loggedAt = new Date('2026-03-12T15:00:00Z')
  it('is dated no later than the Paris day it was logged; one dated a later day is planned', () => {
    expect(isDoneActivity(new Date('2026-03-12T09:00:00Z'), loggedAt)).toBe(true)
    expect(isDoneActivity(new Date('2026-03-10T00:00:00Z'), loggedAt)).toBe(true)
    expect(isDoneActivity(new Date('2026-03-12T22:00:00Z'), loggedAt)).toBe(true)
    expect(isDoneActivity(new Date('2026-03-12T23:30:00Z'), loggedAt)).toBe(false)
    expect(isDoneActivity(new Date('2026-03-20T09:00:00Z'), loggedAt)).toBe(false)
  })
})

describe('the first response figure', () => {
  it('counts whole minutes from arrival to first response, none while unanswered', () => {
    expect(responseMinutes('2026-11-21T08:00:00Z', '2026-11-21T09:30:10Z')).toBe(90)
    expect(responseMinutes('2026-11-21T08:00:00Z', null)).toBeNull()
    expect(responseMinutes('2026-11-21T08:00:00Z', undefined)).toBeNull()
  })
})

describe('the status groups', () => {
  it('open is every status that is not closed; "En cours" is À contacter and En cours', () => {
    expect(openStatuses).toEqual(['new', 'to-contact', 'in-progress'])
    expect(closedStatuses).toEqual(['converted', 'lost', 'invalid'])
    expect([...openStatuses, ...closedStatuses].sort()).toEqual([...leadStatuses].sort())
    expect(inProgressGroup.every(isOpenStatus)).toBe(true)
    expect(inProgressGroup).toEqual(['to-contact', 'in-progress'])
    expect(isOpenStatus('converted')).toBe(false)
  })

  it('gives its SQL form from the TypeScript list', () => {
    expect(OPEN_STATUSES_SQL).toBe("status in ('new', 'to-contact', 'in-progress')")
    expect(statusInSql(closedStatuses, 'l.status')).toBe("l.status in ('converted', 'lost', 'invalid')")
  })
})
