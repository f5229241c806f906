import { describe, expect, it } from 'vitest'
import { leadReceipt } from '@/leads/rules/leadReceipt'

const facts = {
  name: 'Claire Martin',
  formLabel: 'Étude gratuite',
  sentAt: new Date('2026-12-07T08:05:00Z'),
  answers: 'Projet\u00a0: Aménagement de combles\nBudget\u00a0: 40 000 à 60 000 €',
  company: {
    name: 'Combles & Extensions du Nord',
    phone: '03 22 00 00 00',
    hours: 'du lundi au vendredi de 8 h à 18 h',
    responseDelay: '24 h',
  },
  booking: { url: 'https://www.example.fr/visite?token=1.2.abc', until: new Date('2027-01-06T08:05:00Z') },
}

describe('leadReceipt', () => {
  it('tells the visitor what was received, when, and when they will be called, in Paris time', () => {
    const { subject, text } = leadReceipt(facts)
    expect(subject).toBe('Votre demande à Combles & Extensions du Nord est bien reçue')
    expect(text).toContain('Bonjour Claire Martin,')
    expect(text).toContain(
      'Nous avons bien reçu votre demande « Étude gratuite » du lundi 7 décembre 2026 à 9\u00a0h\u00a005. Un conseiller vous rappelle sous 24 h.',
    )
  })

  it('repeats the answers in words and gives the personal booking link with its last day', () => {
    const { text } = leadReceipt(facts)
    expect(text).toContain('Projet\u00a0: Aménagement de combles\nBudget\u00a0: 40 000 à 60 000 €')
    expect(text).toContain('https://www.example.fr/visite?token=1.2.abc')
    expect(text).toContain('valable jusqu’au 6 janvier 2027')
    expect(text).toContain('Appelez-nous au 03 22 00 00 00 (du lundi au vendredi de 8 h à 18 h)')
  })

  it('leaves the answers out when there are none (a contact message has only its contact details)', () => {
    expect(leadReceipt({ ...facts, answers: '' }).text).not.toContain('Ce que vous nous avez indiqué')
  })
})
