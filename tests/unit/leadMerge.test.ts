import { describe, expect, it } from 'vitest'
import { defaultMergePicks, mergedLeadSummary, mergeOutcome, mergePicksFrom, mergeRefusal } from '@/leads/rules/leadMerge'

const lead = (id: number, email: string, phoneKey: string | null = null) => ({
  id,
  email,
  phoneKey,
  createdAt: '2026-03-03T10:00:00Z',
  formOrigin: 'contact',
})

describe('merging two leads', () => {
  it('takes two leads of one person: the same e-mail whatever its case, or the same phone', () => {
    expect(mergeRefusal(lead(1, 'jean@exemple.fr'), lead(2, ' Jean@Exemple.fr'))).toBeNull()
    expect(mergeRefusal(lead(1, 'jean@exemple.fr', '0612345678'), lead(2, 'autre@exemple.fr', '0612345678'))).toBeNull()
  })

  it('refuses two people, one lead twice, an anonymised lead or a missing one, in French', () => {
    expect(mergeRefusal(lead(1, 'a@exemple.fr'), lead(2, 'b@exemple.fr'))).toBe(
      'Ces deux leads ne sont pas de la même personne (ni le même e-mail, ni le même téléphone).',
    )
    expect(mergeRefusal(lead(1, 'a@exemple.fr'), lead(1, 'a@exemple.fr'))).toBe('Un lead ne peut pas être fusionné avec lui-même.')
    expect(mergeRefusal(lead(1, 'a@exemple.fr'), { ...lead(2, 'a@exemple.fr'), anonymisedAt: '2026-04-01' })).toBe(
      'Un lead anonymisé ne peut pas être fusionné.',
    )
    expect(mergeRefusal(undefined, lead(2, 'a@exemple.fr'))).toBe('Lead inconnu.')
    // No phone on either side is no match.
    expect(mergeRefusal(lead(1, 'a@exemple.fr'), lead(2, 'b@exemple.fr'))).not.toBeNull()
  })

  it('names the merged lead in the kept lead’s history', () => {
    expect(mergedLeadSummary(lead(12, 'jean@exemple.fr'))).toBe('Lead n° 12 du 3 mars 2026 (Contact), jean@exemple.fr')
  })
})

describe('choosing what the kept lead says', () => {
  const older = {
    id: 50,
    createdAt: '2026-03-01T10:00:00Z',
    formOrigin: 'devis-configurateur',
    name: 'Paul Vandamme',
    email: 'paul@exemple.fr',
    phone: '06 12 34 56 78',
    postalCode: '59000',
    message: 'Premier message',
    formData: { surface: 40, contraintes: false },
  }
  const newer = {
    ...older,
    id: 86,
    createdAt: '2026-03-20T10:00:00Z',
    email: 'paul.v@exemple.fr',
    phone: '',
    message: 'Voici mon 2e message',
    formData: { surface: 45, contraintes: true },
  }

  it('takes the newest non-empty value of each field, whichever lead is kept', () => {
    expect(defaultMergePicks(older, newer)).toEqual({
      name: 'merged',
      email: 'merged',
      phone: 'kept',
      postalCode: 'merged',
      message: 'merged',
      answers: 'merged',
    })
    expect(defaultMergePicks(newer, older)).toEqual({
      name: 'kept',
      email: 'kept',
      phone: 'merged',
      postalCode: 'kept',
      message: 'kept',
      answers: 'kept',
    })
    // Empty answers on the newer lead leave the older ones.
    expect(defaultMergePicks(older, { ...newer, formData: {} }).answers).toBe('kept')
  })

  it('lets the admin override a field, ignoring anything but kept or merged', () => {
    const defaults = defaultMergePicks(older, newer)
    expect(mergePicksFrom({ email: 'kept', message: 'both', surface: 'merged' }, defaults)).toEqual({ ...defaults, email: 'kept' })
    expect(mergePicksFrom(null, defaults)).toEqual(defaults)
  })

  it('writes the picked values, keeps the merged lead’s words and the replaced values, and says so in the history', () => {
    const at = new Date('2026-03-21T09:42:00Z')
    const { values, record, history } = mergeOutcome(older, newer, defaultMergePicks(older, newer), at, 'Alice Admin')
    expect(values).toEqual({
      name: 'Paul Vandamme',
      email: 'paul.v@exemple.fr',
      phone: '06 12 34 56 78',
      postalCode: '59000',
      street: null,
      town: null,
      message: 'Voici mon 2e message',
      formOrigin: 'devis-configurateur',
      formData: { surface: 45, contraintes: true },
    })
    expect(record).toMatchObject({
      lead: 86,
      mergedAt: '2026-03-21T09:42:00.000Z',
      mergedBy: 'Alice Admin',
      message: 'Voici mon 2e message',
      formData: { surface: 45, contraintes: true },
      replaced: {
        email: 'paul@exemple.fr',
        message: 'Premier message',
        formOrigin: 'devis-configurateur',
        formData: { surface: 40, contraintes: false },
      },
    })
    expect(history).toEqual([
      { field: 'email', before: 'paul@exemple.fr', after: 'paul.v@exemple.fr' },
      {
        field: 'merge',
        before: 'Lead n° 86 du 20 mars 2026 (Devis configurateur), paul.v@exemple.fr',
        after: 'Fusionné dans ce lead (repris de ce lead\u00a0: e-mail, message, réponses du formulaire)',
      },
    ])
  })

  it('keeping the older values still keeps the newer message readable in the record, with no replaced value', () => {
    const picks = mergePicksFrom({ email: 'kept', message: 'kept', answers: 'kept' }, defaultMergePicks(older, newer))
    const { values, record, history } = mergeOutcome(older, newer, picks, new Date(), 'Alice Admin')
    expect(values.message).toBe('Premier message')
    expect(record.message).toBe('Voici mon 2e message')
    expect(record.replaced).toEqual({})
    expect(history.map((line) => line.field)).toEqual(['merge'])
  })

  it('keeps the visit’s address given on either lead: the kept lead’s own, else the merged one’s', () => {
    const address = { street: '12 rue des Lilas', town: 'Amiens' }
    const picks = defaultMergePicks(older, newer)
    expect(mergeOutcome(older, { ...newer, ...address }, picks, new Date(), 'Alice Admin').values).toMatchObject(address)
    expect(
      mergeOutcome({ ...older, ...address }, { ...newer, street: '1 place Gambetta', town: 'Lille' }, picks, new Date(), 'A').values,
    ).toMatchObject(address)
    expect(mergeOutcome(older, { ...newer, ...address }, picks, new Date(), 'A').record).toMatchObject(address)
  })
})
