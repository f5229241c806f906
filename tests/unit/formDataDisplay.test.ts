import { describe, expect, it } from 'vitest'
import type { FormOrigin } from '@/rules/formOrigins'
import { leadForms } from '@/forms/registry'
import { formDataEntries } from '@/rules/formDataDisplay'

const valueOf = (formOrigin: FormOrigin, formData: Record<string, unknown>, key: string) =>
  formDataEntries(formOrigin, formData).find((entry) => entry.key === key)?.value

describe('answer labels', () => {
  it('has a non-empty label for each of the spec keys, in the form that asks it', () => {
    const specKeys = [
      'projectType',
      'propertyType',
      'currentSpace',
      'currentSurface',
      'desiredSpace',
      'desiredSurface',
      'roomType',
      'budget',
      'timeline',
      'message',
      'roofType',
      'height',
      'extensionType',
      'material',
      'verandaUsage',
      'windowType',
      'numberOfWindows',
      'roomsToEquip',
      'windowFeatures',
      'typeProprietaire',
      'logementPrincipal',
      'ancienneteLogement',
      'revenus',
      'localisationFrance',
      'artisanRGE',
      'typeLogement',
      'usePEE',
      'location',
      'surface',
      'constraints',
      'source',
    ]
    for (const key of specKeys) {
      const askedBy = Object.values(leadForms).filter((form) => Object.hasOwn(form.schema.shape, key))
      expect(askedBy.length, key).toBeGreaterThan(0)
      for (const form of askedBy) expect(form.answerLabels[key], `${form.origin}.${key}`).toMatch(/\S/)
    }
  })
})

describe('formDataEntries', () => {
  it.each([null, undefined, 'text', 42, true, ['a', 'b']])('gives nothing for the non-object %j', (input) => {
    expect(formDataEntries('contact', input)).toEqual([])
  })

  it('gives nothing for an empty object', () => {
    expect(formDataEntries('contact', {})).toEqual([])
  })

  it('leaves out the contact details shown elsewhere', () => {
    expect(
      formDataEntries('etude-gratuite', {
        name: 'Jean',
        email: 'jean@example.fr',
        phone: '0612345678',
        postalCode: '75001',
        budget: '40 000 €',
      }),
    ).toEqual([{ key: 'budget', label: 'Budget', value: '40 000 €' }])
  })

  it('lists known answers in label order, whatever the stored order', () => {
    const entries = formDataEntries('etude-gratuite', {
      height: '> 2.50m',
      message: 'Au plus vite',
      timeline: 'Dans les 3 mois',
      roomType: ['Bureau'],
      projectType: 'Aménagement de combles',
    })
    expect(entries.map((entry) => entry.key)).toEqual(['projectType', 'roomType', 'timeline', 'message', 'height'])
  })

  it('lists unknown keys after the known ones, under their own name, in stored order', () => {
    const entries = formDataEntries('devis-configurateur', { zeta: 'z', surface: 30, alpha: 'a' })
    expect(entries).toEqual([
      { key: 'surface', label: 'Surface', value: '30' },
      { key: 'zeta', label: 'zeta', value: 'z' },
      { key: 'alpha', label: 'alpha', value: 'a' },
    ])
  })

  it('reads labels from the lead’s own form only: another form’s answer is an unknown key', () => {
    expect(formDataEntries('contact', { budget: '40 000 €', message: 'Bonjour' })).toEqual([
      { key: 'message', label: 'Message', value: 'Bonjour' },
      { key: 'budget', label: 'budget', value: '40 000 €' },
    ])
  })

  it.each(['ancien-formulaire', 'constructor', 'toString', ''])(
    'shows every key under its own name for the unknown origin %j',
    (origin) => {
      expect(
        formDataEntries(origin, { budget: '40 000 €', revenus: 'modeste', finish: 'moyen', name: 'Jean', email: 'jean@example.fr' }),
      ).toEqual([
        { key: 'budget', label: 'budget', value: '40 000 €' },
        { key: 'revenus', label: 'revenus', value: 'modeste' },
        { key: 'finish', label: 'finish', value: 'moyen' },
      ])
    },
  )

  it('does not take a prototype name for a label', () => {
    expect(formDataEntries('contact', { toString: 'x', constructor: 'y' })).toEqual([
      { key: 'toString', label: 'toString', value: 'x' },
      { key: 'constructor', label: 'constructor', value: 'y' },
    ])
  })

  it.each([
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['an empty array', []],
  ])('hides %s', (_name, value) => {
    expect(formDataEntries('etude-gratuite', { message: value, budget: '40 000 €' }).map((entry) => entry.key)).toEqual(['budget'])
  })

  it('shows booleans as Oui / Non', () => {
    expect(valueOf('aides-eligibilite', { logementPrincipal: true }, 'logementPrincipal')).toBe('Oui')
    expect(valueOf('aides-eligibilite', { artisanRGE: false }, 'artisanRGE')).toBe('Non')
    expect(valueOf('devis-configurateur', { technicalConstraints: false }, 'technicalConstraints')).toBe('Non')
  })

  it('keeps false answers (they are not empty)', () => {
    expect(formDataEntries('aides-eligibilite', { localisationFrance: false })).toEqual([
      { key: 'localisationFrance', label: 'Logement en France', value: 'Non' },
    ])
  })

  it('joins arrays with commas', () => {
    expect(valueOf('optimisation-espace', { roomType: ['Chambre(s)', 'Bureau', 'Salle de bain'] }, 'roomType')).toBe(
      'Chambre(s), Bureau, Salle de bain',
    )
    expect(valueOf('etude-gratuite', { windowFeatures: ['Volets roulants'] }, 'windowFeatures')).toBe('Volets roulants')
  })

  it('skips empty items inside an array', () => {
    expect(valueOf('etude-gratuite', { roomsToEquip: ['Chambre', '', null, 'Salon'] }, 'roomsToEquip')).toBe('Chambre, Salon')
  })

  it('shows numbers as text', () => {
    expect(valueOf('devis-configurateur', { surface: 45 }, 'surface')).toBe('45')
    expect(valueOf('devis-configurateur', { surface: 0 }, 'surface')).toBe('0')
  })

  it('trims text', () => {
    expect(valueOf('optimisation-espace', { constraints: '  Poutre centrale  ' }, 'constraints')).toBe('Poutre centrale')
  })

  describe('coded values in words', () => {
    it.each([
      ['tres_modeste', 'Moins de 25 000 €/an'],
      ['modeste', '25 000 - 35 000 €/an'],
      ['intermediaire', '35 000 - 50 000 €/an'],
      ['superieur', 'Plus de 50 000 €/an'],
    ])('revenus %s', (code, words) => {
      expect(valueOf('aides-eligibilite', { revenus: code }, 'revenus')).toBe(words)
    })

    it.each([
      ['oui', 'Oui'],
      ['non', 'Non'],
      ['ne-sais-pas', 'Je ne sais pas'],
    ])('usePEE %s', (code, words) => {
      expect(valueOf('deblocage-epargne-salariale', { usePEE: code }, 'usePEE')).toBe(words)
    })

    it.each([
      [1, 'Moins de 2 ans'],
      [5, '2 à 15 ans'],
      [20, 'Plus de 15 ans'],
      ['20', 'Plus de 15 ans'],
    ])('ancienneteLogement %j', (code, words) => {
      expect(valueOf('aides-eligibilite', { ancienneteLogement: code }, 'ancienneteLogement')).toBe(words)
    })

    it.each([
      ['occupant', 'Propriétaire occupant'],
      ['bailleur', 'Propriétaire bailleur'],
    ])('typeProprietaire %s', (code, words) => {
      expect(valueOf('aides-eligibilite', { typeProprietaire: code }, 'typeProprietaire')).toBe(words)
    })

    it.each([
      ['maison', 'Maison'],
      ['appartement', 'Appartement'],
    ])('typeLogement %s', (code, words) => {
      expect(valueOf('aides-eligibilite', { typeLogement: code }, 'typeLogement')).toBe(words)
    })

    it.each([
      ['combles', 'Aménagement de combles'],
      ['extension', 'Extension de maison'],
      ['veranda', 'Véranda / pergola'],
      ['fenetre', 'Fenêtres de toit'],
    ])('savings-release projectType %s', (code, words) => {
      expect(valueOf('deblocage-epargne-salariale', { projectType: code }, 'projectType')).toBe(words)
    })

    it.each([
      ['plancher', 'Essentiel'],
      ['moyen', 'Confort'],
      ['premium', 'Premium'],
    ])('quote finish %s', (code, words) => {
      expect(valueOf('devis-configurateur', { finish: code }, 'finish')).toBe(words)
    })

    it('leaves projectType words from the other forms as they are', () => {
      expect(valueOf('etude-gratuite', { projectType: 'Véranda/Pergola' }, 'projectType')).toBe('Véranda/Pergola')
      expect(valueOf('optimisation-espace', { projectType: 'Surélévation' }, 'projectType')).toBe('Surélévation')
    })

    it('translates a code only in the form that owns it', () => {
      expect(valueOf('etude-gratuite', { projectType: 'combles' }, 'projectType')).toBe('combles')
      expect(valueOf('faisabilite', { projectType: 'veranda' }, 'projectType')).toBe('veranda')
    })

    it('leaves an unknown code as stored', () => {
      expect(valueOf('aides-eligibilite', { revenus: 'inconnu' }, 'revenus')).toBe('inconnu')
      expect(valueOf('aides-eligibilite', { ancienneteLogement: 7 }, 'ancienneteLogement')).toBe('7')
    })

    it('does not translate a prototype name as a code', () => {
      expect(valueOf('aides-eligibilite', { revenus: 'toString' }, 'revenus')).toBe('toString')
    })

    it('translates codes only under their own key', () => {
      expect(valueOf('deblocage-epargne-salariale', { message: 'oui', source: 'combles' }, 'message')).toBe('oui')
      expect(valueOf('deblocage-epargne-salariale', { message: 'oui', source: 'combles' }, 'source')).toBe('combles')
    })
  })

  describe('present but empty after formatting', () => {
    it.each([
      ['blank text', '   '],
      ['an array of blanks', ['', '  ', null]],
      ['an object', { nested: 'value' }],
      ['an empty object', {}],
      ['not a number', Number.NaN],
      ['an infinite number', Number.POSITIVE_INFINITY],
      ['an array of objects', [{ a: 1 }]],
    ])('shows Non renseigné for %s', (_name, value) => {
      expect(formDataEntries('optimisation-espace', { constraints: value })).toEqual([
        { key: 'constraints', label: 'Contraintes', value: 'Non renseigné' },
      ])
    })
  })

  it('shows a whole savings-release lead', () => {
    expect(
      formDataEntries('deblocage-epargne-salariale', {
        name: 'Marie Durand',
        phone: '06 12 34 56 78',
        email: 'marie@example.fr',
        postalCode: '69003',
        projectType: 'combles',
        usePEE: 'ne-sais-pas',
        message: '',
      }),
    ).toEqual([
      { key: 'projectType', label: 'Type de projet', value: 'Aménagement de combles' },
      { key: 'usePEE', label: 'Utilisation du PEE', value: 'Je ne sais pas' },
    ])
  })

  it('shows a whole aid-eligibility lead', () => {
    expect(
      formDataEntries('aides-eligibilite', {
        typeProprietaire: 'bailleur',
        logementPrincipal: false,
        ancienneteLogement: 5,
        revenus: 'intermediaire',
        localisationFrance: true,
        artisanRGE: true,
        typeLogement: 'appartement',
        name: 'Paul',
        email: 'paul@example.fr',
        phone: '0612345678',
        postalCode: '',
      }),
    ).toEqual([
      { key: 'typeProprietaire', label: 'Statut', value: 'Propriétaire bailleur' },
      { key: 'logementPrincipal', label: 'Résidence principale', value: 'Non' },
      { key: 'ancienneteLogement', label: 'Ancienneté du logement', value: '2 à 15 ans' },
      { key: 'revenus', label: 'Revenus du foyer', value: '35 000 - 50 000 €/an' },
      { key: 'localisationFrance', label: 'Logement en France', value: 'Oui' },
      { key: 'artisanRGE', label: 'Artisan RGE', value: 'Oui' },
      { key: 'typeLogement', label: 'Type de logement', value: 'Appartement' },
    ])
  })

  it('shows a whole quote-configurator lead', () => {
    const lead = { surface: 30, finish: 'moyen', technicalConstraints: true, name: 'A', email: 'a@b.fr', phone: '0612345678' }
    expect(formDataEntries('devis-configurateur', lead)).toEqual([
      { key: 'surface', label: 'Surface', value: '30' },
      { key: 'finish', label: 'Finition', value: 'Confort' },
      { key: 'technicalConstraints', label: 'Contraintes techniques', value: 'Oui' },
    ])
  })

  it('does not change its input', () => {
    const input = { roomType: ['Bureau'], revenus: 'modeste' }
    formDataEntries('aides-eligibilite', input)
    expect(input).toEqual({ roomType: ['Bureau'], revenus: 'modeste' })
  })
})
