import { describe, expect, it } from 'vitest'
import { browserReminders } from '@/leads/rules/browserReminder'
import { actionReminderEmail, reminderTitle } from '@/leads/rules/actionReminder'

const now = Date.parse('2026-03-12T09:00:00Z')
const hour = 60 * 60_000
const lead = (id: number, dueAt: string | null, extra: Record<string, string> = {}) => ({
  id,
  name: `Lead ${id}`,
  phone: '06 12 34 56 78',
  nextAction: { type: 'call', dueAt, note: extra.note ?? null },
})

describe('the browser’s reminders', () => {
  it('come at each next action’s due time within the horizon, in Paris time, with the phone and the note', () => {
    const reminders = browserReminders([lead(1, '2026-03-12T09:30:00.000Z', { note: ' rappeler après 10 h ' })], now, 6 * hour)
    expect(reminders).toEqual([
      {
        leadId: 1,
        at: Date.parse('2026-03-12T09:30:00.000Z'),
        title: 'Rappel : Appel – Lead 1',
        body: 'Prévu à 10:30 · 06 12 34 56 78 · rappeler après 10 h',
        tag: 'rappel-1-2026-03-12T09:30:00.000Z',
      },
    ])
  })

  it('leave out a due time already past, one beyond the horizon and a lead without a next action', () => {
    const leads = [lead(1, '2026-03-12T08:59:00.000Z'), lead(2, '2026-03-12T15:01:00.000Z'), lead(3, null)]
    expect(browserReminders(leads, now, 6 * hour)).toEqual([])
    expect(browserReminders([lead(4, '2026-03-12T09:00:00.000Z')], now, 6 * hour)).toHaveLength(1)
  })

  it('say what the e-mail’s subject says', () => {
    const action = { type: 'quote', dueAt: '2026-03-12T09:30:00.000Z' }
    expect(reminderTitle(action, 'Claire Martin')).toBe('Rappel : Devis à envoyer – Claire Martin')
    const email = actionReminderEmail({ leadName: 'Claire Martin', email: 'c@example.fr', action, leadUrl: 'https://x/admin' })
    expect(email.subject).toBe(reminderTitle(action, 'Claire Martin'))
  })
})
