import { describe, expect, it } from 'vitest'
import { actionReminderEmail } from '@/leads/rules/actionReminder'

describe('the reminder of a next action', () => {
  it('names the action, its lead, its time in Paris and how to reach the customer', () => {
    const message = actionReminderEmail({
      ownerName: 'Alice',
      leadName: 'Jean Dupont',
      phone: '06 12 34 56 78',
      email: 'jean@example.fr',
      action: { type: 'call', dueAt: '2026-03-12T09:00:00.000Z', note: 'Devis combles' },
      leadUrl: 'https://example.fr/admin/dashboard?lead=7',
    })
    expect(message.subject).toBe('Rappel : Appel – Jean Dupont')
    expect(message.text).toContain('Bonjour Alice,')
    expect(message.text).toContain('« Jean Dupont » : Appel le 12 mars 2026 à 10:00 (Devis combles).')
    expect(message.text).toContain('Téléphone : 06 12 34 56 78')
    expect(message.text).toContain('Ouvrir le lead : https://example.fr/admin/dashboard?lead=7')
  })

  it('says when the phone is missing', () => {
    const message = actionReminderEmail({
      leadName: 'X',
      email: 'x@example.fr',
      action: { type: 'email', dueAt: '2026-03-12T09:00:00.000Z' },
      leadUrl: '/',
    })
    expect(message.text).toContain('Téléphone : non renseigné')
    expect(message.text.startsWith('Bonjour,')).toBe(true)
  })
})
