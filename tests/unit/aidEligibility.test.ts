import { describe, expect, it } from 'vitest'
import {
  computeAids,
  directSubsidyDisplay,
  directSubsidyTotal,
  eligibleCount,
  isEcoLoanOpen,
  maxDirectSubsidy,
  reducedVatTile,
  type AidInput,
  type AidResult,
} from '@/forms/aides-eligibilite/aidEligibility'
import { dwellingAges, incomeBands, ownerTypes } from '@/forms/aides-eligibilite/choices'

// The most favourable answers: every aid is open.
const base: AidInput = {
  typeProprietaire: 'occupant',
  logementPrincipal: true,
  ancienneteLogement: 20,
  revenus: 'tres_modeste',
  localisationFrance: true,
  artisanRGE: true,
}

const aid = (input: Partial<AidInput>, id: AidResult['id']): AidResult => {
  const found = computeAids({ ...base, ...input }).find((result) => result.id === id)
  if (!found) throw new Error(`no aid ${id}`)
  return found
}
const verdicts = (input: Partial<AidInput>) =>
  Object.fromEntries(computeAids({ ...base, ...input }).map((result) => [result.id, result.eligible]))

describe('computeAids', () => {
  it('lists the five aids in the fixed order', () => {
    expect(computeAids(base).map((result) => result.id)).toEqual(['maprimerenov', 'cee', 'eco-ptz', 'tva-reduite', 'cheque-energie'])
  })

  it('lists the five aids even when none is open', () => {
    const none = computeAids({ ...base, typeProprietaire: 'bailleur', logementPrincipal: false, ancienneteLogement: 1 })
    expect(none).toHaveLength(5)
    expect(none.every((result) => !result.eligible)).toBe(true)
  })

  it('names, prices and ranks each aid', () => {
    expect(computeAids(base).map(({ nom, montant, priority }) => ({ nom, montant, priority }))).toEqual([
      { nom: 'MaPrimeRénov’', montant: '25 €/m²', priority: 'high' },
      { nom: 'Prime Énergie (CEE)', montant: '10 à 13 €/m²', priority: 'high' },
      { nom: 'Éco-prêt à taux zéro', montant: 'Jusqu’à 30 000 €', priority: 'medium' },
      { nom: 'TVA réduite à 5,5 %', montant: '5,5 % au lieu de 20 %', priority: 'medium' },
      { nom: 'Chèque énergie', montant: '48 à 277 €', priority: 'low' },
    ])
  })

  it('says why a refused aid is refused: the conditions of its card the answers do not meet', () => {
    expect(aid({ revenus: 'superieur' }, 'maprimerenov').unmet).toEqual(['Revenus du foyer très modestes, modestes ou intermédiaires'])
    expect(aid({ typeProprietaire: 'bailleur', logementPrincipal: false }, 'cheque-energie').unmet).toEqual([
      'Être propriétaire occupant',
      'Logement en résidence principale',
    ])
    expect(aid({ ancienneteLogement: 1, artisanRGE: false }, 'cee').unmet).toEqual([
      'Logement de plus de 2 ans',
      'Travaux réalisés par un artisan RGE',
    ])
    // Every refusal names at least one condition, and an aid granted names none.
    for (const input of [{}, { revenus: 'superieur' as const }, { typeProprietaire: 'bailleur' as const, ancienneteLogement: 1 as const }])
      for (const result of computeAids({ ...base, ...input })) expect(result.unmet.length > 0).toBe(!result.eligible)
  })

  it('gives every aid a French description, conditions and steps', () => {
    for (const result of computeAids(base)) {
      expect(result.description).not.toBe('')
      expect(result.conditions.length).toBeGreaterThan(0)
      expect(result.demarches.length).toBeGreaterThan(0)
      expect([...result.conditions, ...result.demarches].every((text) => text.trim() !== '')).toBe(true)
    }
  })

  it('keeps the spec reduced VAT rate in the description', () => {
    expect(aid({}, 'tva-reduite').description).toContain('5,5 % au lieu de 20 %')
  })

  it('opens every aid to a very modest occupant of an old main residence in France with an RGE craftsman', () => {
    expect(eligibleCount(computeAids(base))).toBe(5)
  })

  describe('MaPrimeRénov’', () => {
    it.each([
      ['tres_modeste', true, '25 €/m²'],
      ['modeste', true, '20 €/m²'],
      ['intermediaire', true, '15 €/m²'],
      ['superieur', false, '0 €/m²'],
    ] as const)('income %s: eligible %s at %s', (revenus, eligible, montant) => {
      expect(aid({ revenus }, 'maprimerenov')).toMatchObject({ eligible, montant })
    })

    it.each([
      [1, false],
      [5, false],
      [20, true],
    ] as const)('dwelling age code %i: eligible %s (over 15 years only)', (ancienneteLogement, eligible) => {
      expect(aid({ ancienneteLogement }, 'maprimerenov').eligible).toBe(eligible)
    })

    it('is closed to landlords', () => {
      expect(aid({ typeProprietaire: 'bailleur' }, 'maprimerenov').eligible).toBe(false)
    })

    it('is closed to a secondary residence', () => {
      expect(aid({ logementPrincipal: false }, 'maprimerenov').eligible).toBe(false)
    })

    it('is closed outside France', () => {
      expect(aid({ localisationFrance: false }, 'maprimerenov').eligible).toBe(false)
    })

    it('is closed without an RGE craftsman', () => {
      expect(aid({ artisanRGE: false }, 'maprimerenov').eligible).toBe(false)
    })
  })

  describe('Prime Énergie (CEE)', () => {
    it.each([
      [1, false],
      [5, true],
      [20, true],
    ] as const)('dwelling age code %i: eligible %s (over 2 years)', (ancienneteLogement, eligible) => {
      expect(aid({ ancienneteLogement }, 'cee').eligible).toBe(eligible)
    })

    it('is closed without an RGE craftsman', () => {
      expect(aid({ artisanRGE: false }, 'cee').eligible).toBe(false)
    })

    it('does not depend on owner type, residence, location or income', () => {
      expect(
        aid({ typeProprietaire: 'bailleur', logementPrincipal: false, localisationFrance: false, revenus: 'superieur' }, 'cee').eligible,
      ).toBe(true)
    })
  })

  describe('Éco-prêt à taux zéro', () => {
    it.each([
      [1, false],
      [5, true],
      [20, true],
    ] as const)('dwelling age code %i: eligible %s', (ancienneteLogement, eligible) => {
      expect(aid({ ancienneteLogement }, 'eco-ptz').eligible).toBe(eligible)
    })

    it.each(['occupant', 'bailleur'] as const)('is open to a %s owner', (typeProprietaire) => {
      expect(aid({ typeProprietaire }, 'eco-ptz').eligible).toBe(true)
    })

    it('is closed without an RGE craftsman', () => {
      expect(aid({ artisanRGE: false }, 'eco-ptz').eligible).toBe(false)
    })

    it('carries the credit warning the law requires, word for word; no other aid does', () => {
      expect(aid({}, 'eco-ptz').mention).toBe(
        'Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.',
      )
      expect(
        computeAids(base)
          .filter((result) => result.mention)
          .map((result) => result.id),
      ).toEqual(['eco-ptz'])
    })

    it('does not depend on income', () => {
      expect(aid({ revenus: 'superieur' }, 'eco-ptz').eligible).toBe(true)
    })
  })

  describe('TVA réduite', () => {
    it.each([
      [1, false],
      [5, true],
      [20, true],
    ] as const)('dwelling age code %i: eligible %s', (ancienneteLogement, eligible) => {
      expect(aid({ ancienneteLogement }, 'tva-reduite').eligible).toBe(eligible)
    })

    it('is closed without an RGE craftsman', () => {
      expect(aid({ artisanRGE: false }, 'tva-reduite').eligible).toBe(false)
    })

    it('is open to landlords and any income', () => {
      expect(aid({ typeProprietaire: 'bailleur', revenus: 'superieur' }, 'tva-reduite').eligible).toBe(true)
    })
  })

  describe('Chèque énergie', () => {
    it.each([
      ['tres_modeste', true],
      ['modeste', true],
      ['intermediaire', false],
      ['superieur', false],
    ] as const)('income %s: eligible %s', (revenus, eligible) => {
      expect(aid({ revenus }, 'cheque-energie').eligible).toBe(eligible)
    })

    it('requires a main residence', () => {
      expect(aid({ logementPrincipal: false }, 'cheque-energie').eligible).toBe(false)
    })

    it('requires an occupant, as the results page does', () => {
      expect(aid({ typeProprietaire: 'bailleur' }, 'cheque-energie').eligible).toBe(false)
      expect(aid({ typeProprietaire: 'occupant' }, 'cheque-energie').eligible).toBe(true)
    })

    it('does not depend on dwelling age, RGE or location', () => {
      expect(aid({ ancienneteLogement: 1, artisanRGE: false, localisationFrance: false }, 'cheque-energie').eligible).toBe(true)
    })
  })

  it('closes everything but the energy cheque without an RGE craftsman', () => {
    expect(verdicts({ artisanRGE: false })).toEqual({
      maprimerenov: false,
      cee: false,
      'eco-ptz': false,
      'tva-reduite': false,
      'cheque-energie': true,
    })
  })

  it('closes only MaPrimeRénov outside France', () => {
    expect(verdicts({ localisationFrance: false })).toEqual({
      maprimerenov: false,
      cee: true,
      'eco-ptz': true,
      'tva-reduite': true,
      'cheque-energie': true,
    })
  })

  it('opens only the energy cheque for a new dwelling', () => {
    expect(verdicts({ ancienneteLogement: 1 })).toEqual({
      maprimerenov: false,
      cee: false,
      'eco-ptz': false,
      'tva-reduite': false,
      'cheque-energie': true,
    })
  })

  it('gives a landlord the work aids only', () => {
    expect(verdicts({ typeProprietaire: 'bailleur' })).toEqual({
      maprimerenov: false,
      cee: true,
      'eco-ptz': true,
      'tva-reduite': true,
      'cheque-energie': false,
    })
  })

  it('does not share state between calls', () => {
    const first = computeAids(base)
    first[0]?.conditions.push('mutated')
    expect(computeAids(base)[0]?.conditions).not.toContain('mutated')
  })
})

describe('directSubsidyTotal', () => {
  it.each([
    ['tres_modeste', 1100],
    ['modeste', 950],
    ['intermediaire', 800],
    ['superieur', 350],
  ] as const)('income %s with MaPrimeRénov and CEE open: %i €', (revenus, total) => {
    expect(directSubsidyTotal({ ...base, revenus })).toBe(total)
  })

  it('counts only CEE (350) when MaPrimeRénov is closed', () => {
    expect(directSubsidyTotal({ ...base, typeProprietaire: 'bailleur' })).toBe(350)
    expect(directSubsidyTotal({ ...base, logementPrincipal: false })).toBe(350)
    expect(directSubsidyTotal({ ...base, localisationFrance: false })).toBe(350)
    expect(directSubsidyTotal({ ...base, ancienneteLogement: 5 })).toBe(350)
  })

  it('is 0 without an RGE craftsman', () => {
    expect(directSubsidyTotal({ ...base, artisanRGE: false })).toBe(0)
  })

  it('is 0 for a dwelling under 2 years', () => {
    expect(directSubsidyTotal({ ...base, ancienneteLogement: 1 })).toBe(0)
  })

  it('does not add the energy cheque', () => {
    expect(directSubsidyTotal({ ...base, revenus: 'modeste' })).toBe(600 + 350)
  })
})

describe('maxDirectSubsidy', () => {
  it('is the largest total the tool shows for any answers: what the pages may promise', () => {
    const totals = ownerTypes.flatMap((typeProprietaire) =>
      incomeBands.flatMap((revenus) =>
        dwellingAges.flatMap((ancienneteLogement) =>
          [true, false].flatMap((flag) =>
            [true, false].map((artisanRGE) =>
              directSubsidyTotal({
                typeProprietaire,
                revenus,
                ancienneteLogement,
                artisanRGE,
                logementPrincipal: flag,
                localisationFrance: flag,
              }),
            ),
          ),
        ),
      ),
    )
    expect(maxDirectSubsidy()).toBe(Math.max(...totals))
    expect(maxDirectSubsidy()).toBe(750 + 350)
  })
})

describe('directSubsidyDisplay', () => {
  it.each([
    [1100, '1 100 €'],
    [950, '950 €'],
    [800, '800 €'],
    [350, '350 €'],
    [1_234_567, '1 234 567 €'],
  ])('shows %i as %s under Aides directes, for the surface it is worked out for', (total, value) => {
    expect(directSubsidyDisplay(total, true)).toEqual({
      value,
      caption: 'Aides directes',
      detail: 'Estimation pour 30 m² isolés : le montant suit la surface',
    })
  })

  it('separates thousands with a plain space, not a no-break space', () => {
    const { value } = directSubsidyDisplay(1100, false)
    expect(value.charCodeAt(1)).toBe(32)
    expect(value).not.toMatch(/[\u00a0\u202f]/)
  })

  it('shows zero-rate financing, named, when there is no direct subsidy but the éco-PTZ is open', () => {
    expect(directSubsidyDisplay(0, true)).toEqual({
      value: 'Oui',
      caption: 'Financement 0%',
      detail: 'Éco-prêt à taux zéro, jusqu’à 30 000 €',
    })
  })

  it('does not promise financing when the éco-PTZ is closed too', () => {
    expect(directSubsidyDisplay(0, false)).toEqual({ value: '0 €', caption: 'Aides directes' })
  })

  it('reads a computed zero total end to end: no RGE craftsman, no direct subsidy and no éco-PTZ', () => {
    const input = { ...base, artisanRGE: false }
    expect(directSubsidyDisplay(directSubsidyTotal(input), isEcoLoanOpen(computeAids(input)))).toEqual({
      value: '0 €',
      caption: 'Aides directes',
    })
  })

  it('never shows a zero-rate promise the éco-PTZ card refuses, whatever the answers', () => {
    for (const typeProprietaire of ['occupant', 'bailleur'] as const)
      for (const ancienneteLogement of [1, 5, 20] as const)
        for (const revenus of ['tres_modeste', 'modeste', 'intermediaire', 'superieur'] as const)
          for (const artisanRGE of [true, false]) {
            const input: AidInput = { ...base, typeProprietaire, ancienneteLogement, revenus, artisanRGE }
            const tile = directSubsidyDisplay(directSubsidyTotal(input), isEcoLoanOpen(computeAids(input)))
            if (tile.value === 'Oui') expect(isEcoLoanOpen(computeAids(input))).toBe(true)
          }
  })
})

describe('reducedVatTile', () => {
  it('shows 5,5 % when the VAT card is eligible', () => {
    expect(reducedVatTile(computeAids(base))).toEqual({ value: '5,5 %', caption: 'TVA réduite au lieu de 20 %' })
  })

  it.each([
    ['a dwelling under 2 years', { ancienneteLogement: 1 }],
    ['no RGE craftsman', { artisanRGE: false }],
  ] as const)('is absent with %s, when the VAT card says Non éligible', (_case, change) => {
    const aids = computeAids({ ...base, ...change })
    expect(aids.find((aid) => aid.id === 'tva-reduite')?.eligible).toBe(false)
    expect(reducedVatTile(aids)).toBeUndefined()
  })
})

describe('eligibleCount', () => {
  it('counts the open aids', () => {
    expect(eligibleCount(computeAids(base))).toBe(5)
    expect(eligibleCount(computeAids({ ...base, typeProprietaire: 'bailleur' }))).toBe(3)
    expect(eligibleCount(computeAids({ ...base, revenus: 'superieur' }))).toBe(3)
    expect(eligibleCount(computeAids({ ...base, ancienneteLogement: 1, logementPrincipal: false }))).toBe(0)
  })

  it('is 0 for an empty list', () => {
    expect(eligibleCount([])).toBe(0)
  })
})
