import { describe, expect, it } from 'vitest'
import { mergedLeadSummary, mergeRefusal } from '@/leads/rules/leadMerge'

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
