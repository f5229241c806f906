import { describe, expect, it } from 'vitest'
import { formDataEntries, formDataLabels } from '@/rules/formDataDisplay'

const valueOf = (formData: Record<string, unknown>, key: string) =>
  formDataEntries(formData).find((entry) => entry.key === key)?.value

describe('formDataLabels', () => {
  it('labels every answer of the spec in French', () => {
    expect(formDataLabels).toMatchObject({
      projectType: 'Type de projet',
      propertyType: 'Type de bien',
      currentSpace: 'Surface actuelle',
      currentSurface: 'Surface actuelle',
      desiredSpace: 'Surface souhaitée',
      desiredSurface: 'Surface souhaitée',
      roomType: 'Pièces souhaitées',
      timeline: 'Délai',
      roofType: 'Type de toiture',
      height: 'Hauteur sous faîtage',
      material: 'Matériau',
      verandaUsage: 'Usage de la véranda',
      windowType: 'Type de fenêtre',
      numberOfWindows: 'Nombre de fenêtres',
      roomsToEquip: 'Pièces à équiper',
      windowFeatures: 'Accessoires',
      typeProprietaire: 'Statut',
      logementPrincipal: 'Résidence principale',
      ancienneteLogement: 'Ancienneté du logement',
      revenus: 'Revenus du foyer',
      localisationFrance: 'Logement en France',
      artisanRGE: 'Artisan RGE',
      typeLogement: 'Type de logement',
      usePEE: 'Utilisation du PEE',
      location: 'Localisation',
      surface: 'Surface',
      constraints: 'Contraintes',
      source: 'Source',
      finish: 'Finition',
      technicalConstraints: 'Contraintes techniques',
    })
  })

  it('has a non-empty label for each of the spec keys', () => {
    const specKeys = [
      'projectType', 'propertyType', 'postalCode', 'currentSpace', 'currentSurface', 'desiredSpace', 'desiredSurface',
      'roomType', 'budget', 'timeline', 'message', 'roofType', 'height', 'extensionType', 'material', 'verandaUsage',
      'windowType', 'numberOfWindows', 'roomsToEquip', 'windowFeatures', 'typeProprietaire', 'logementPrincipal',
      'ancienneteLogement', 'revenus', 'localisationFrance', 'artisanRGE', 'typeLogement', 'usePEE', 'location',
      'surface', 'constraints', 'source',
    ]
    for (const key of specKeys) expect(formDataLabels[key], key).toMatch(/\S/)
  })
})

describe('formDataEntries', () => {
  it.each([null, undefined, 'text', 42, true, ['a', 'b']])('gives nothing for the non-object %j', (input) => {
    expect(formDataEntries(input)).toEqual([])
  })

  it('gives nothing for an empty object', () => {
    expect(formDataEntries({})).toEqual([])
  })

  it('leaves out the contact details shown elsewhere', () => {
    expect(
      formDataEntries({ name: 'Jean', email: 'jean@example.fr', phone: '0612345678', postalCode: '75001', budget: '40 000 €' }),
    ).toEqual([{ key: 'budget', label: 'Budget', value: '40 000 €' }])
  })

  it('lists known answers in label order, whatever the stored order', () => {
    const entries = formDataEntries({
      source: 'landing',
      timeline: 'Dans les 3 mois',
      roomType: ['Bureau'],
      projectType: 'Aménagement de combles',
      height: '> 2.50m',
    })
    expect(entries.map((entry) => entry.key)).toEqual(['projectType', 'roomType', 'timeline', 'height', 'source'])
  })

  it('lists unknown keys after the known ones, under their own name, in stored order', () => {
    const entries = formDataEntries({ zeta: 'z', surface: 30, alpha: 'a' })
    expect(entries).toEqual([
      { key: 'surface', label: 'Surface', value: '30' },
      { key: 'zeta', label: 'zeta', value: 'z' },
      { key: 'alpha', label: 'alpha', value: 'a' },
    ])
  })

  it('does not take a prototype name for a label', () => {
    expect(formDataEntries({ toString: 'x', constructor: 'y' })).toEqual([
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
    expect(formDataEntries({ message: value, budget: '40 000 €' }).map((entry) => entry.key)).toEqual(['budget'])
  })

  it('shows booleans as Oui / Non', () => {
    expect(valueOf({ logementPrincipal: true }, 'logementPrincipal')).toBe('Oui')
    expect(valueOf({ artisanRGE: false }, 'artisanRGE')).toBe('Non')
    expect(valueOf({ technicalConstraints: false }, 'technicalConstraints')).toBe('Non')
  })

  it('keeps false answers (they are not empty)', () => {
    expect(formDataEntries({ localisationFrance: false })).toEqual([
      { key: 'localisationFrance', label: 'Logement en France', value: 'Non' },
    ])
  })

  it('joins arrays with commas', () => {
    expect(valueOf({ roomType: ['Chambre(s)', 'Bureau', 'Salle de bain'] }, 'roomType')).toBe('Chambre(s), Bureau, Salle de bain')
    expect(valueOf({ windowFeatures: ['Volets roulants'] }, 'windowFeatures')).toBe('Volets roulants')
  })

  it('skips empty items inside an array', () => {
    expect(valueOf({ roomsToEquip: ['Chambre', '', null, 'Salon'] }, 'roomsToEquip')).toBe('Chambre, Salon')
  })

  it('shows numbers as text', () => {
    expect(valueOf({ surface: 45 }, 'surface')).toBe('45')
    expect(valueOf({ surface: 0 }, 'surface')).toBe('0')
  })

  it('trims text', () => {
    expect(valueOf({ constraints: '  Poutre centrale  ' }, 'constraints')).toBe('Poutre centrale')
  })

  describe('coded values in words', () => {
    it.each([
      ['tres_modeste', 'Moins de 25 000 €/an'],
      ['modeste', '25 000 - 35 000 €/an'],
      ['intermediaire', '35 000 - 50 000 €/an'],
      ['superieur', 'Plus de 50 000 €/an'],
    ])('revenus %s', (code, words) => {
      expect(valueOf({ revenus: code }, 'revenus')).toBe(words)
    })

    it.each([
      ['oui', 'Oui'],
      ['non', 'Non'],
      ['ne-sais-pas', 'Je ne sais pas'],
    ])('usePEE %s', (code, words) => {
      expect(valueOf({ usePEE: code }, 'usePEE')).toBe(words)
    })

    it.each([
      [1, 'Moins de 2 ans'],
      [5, '2 à 15 ans'],
      [20, 'Plus de 15 ans'],
      ['20', 'Plus de 15 ans'],
    ])('ancienneteLogement %j', (code, words) => {
      expect(valueOf({ ancienneteLogement: code }, 'ancienneteLogement')).toBe(words)
    })

    it.each([
      ['occupant', 'Propriétaire occupant'],
      ['bailleur', 'Propriétaire bailleur'],
    ])('typeProprietaire %s', (code, words) => {
      expect(valueOf({ typeProprietaire: code }, 'typeProprietaire')).toBe(words)
    })

    it.each([
      ['maison', 'Maison'],
      ['appartement', 'Appartement'],
    ])('typeLogement %s', (code, words) => {
      expect(valueOf({ typeLogement: code }, 'typeLogement')).toBe(words)
    })

    it.each([
      ['combles', 'Aménagement de combles'],
      ['extension', 'Extension de maison'],
      ['veranda', 'Véranda / pergola'],
      ['fenetre', 'Fenêtres de toit'],
    ])('savings-release projectType %s', (code, words) => {
      expect(valueOf({ projectType: code }, 'projectType')).toBe(words)
    })

    it.each([
      ['plancher', 'Essentiel'],
      ['moyen', 'Confort'],
      ['premium', 'Premium'],
    ])('quote finish %s', (code, words) => {
      expect(valueOf({ finish: code }, 'finish')).toBe(words)
    })

    it('leaves projectType words from the other forms as they are', () => {
      expect(valueOf({ projectType: 'Véranda/Pergola' }, 'projectType')).toBe('Véranda/Pergola')
      expect(valueOf({ projectType: 'Surélévation' }, 'projectType')).toBe('Surélévation')
    })

    it('leaves an unknown code as stored', () => {
      expect(valueOf({ revenus: 'inconnu' }, 'revenus')).toBe('inconnu')
      expect(valueOf({ ancienneteLogement: 7 }, 'ancienneteLogement')).toBe('7')
    })

    it('does not translate a prototype name as a code', () => {
      expect(valueOf({ revenus: 'toString' }, 'revenus')).toBe('toString')
    })

    it('translates codes only under their own key', () => {
      expect(valueOf({ source: 'modeste', message: 'oui' }, 'source')).toBe('modeste')
      expect(valueOf({ source: 'modeste', message: 'oui' }, 'message')).toBe('oui')
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
      expect(formDataEntries({ constraints: value })).toEqual([
        { key: 'constraints', label: 'Contraintes', value: 'Non renseigné' },
      ])
    })
  })

  it('shows a whole savings-release lead', () => {
    expect(
      formDataEntries({
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
      formDataEntries({
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
    expect(formDataEntries(lead)).toEqual([
      { key: 'surface', label: 'Surface', value: '30' },
      { key: 'finish', label: 'Finition', value: 'Confort' },
      { key: 'technicalConstraints', label: 'Contraintes techniques', value: 'Oui' },
    ])
  })

  it('does not change its input', () => {
    const input = { roomType: ['Bureau'], revenus: 'modeste' }
    formDataEntries(input)
    expect(input).toEqual({ roomType: ['Bureau'], revenus: 'modeste' })
  })
})
