import { describe, expect, it } from 'vitest'
import { projectSpecificDefaults } from '@/forms/etude-gratuite/projectAnswers'
import { studyRecap } from '@/forms/etude-gratuite/recap'
import { freeStudySteps } from '@/forms/etude-gratuite/choices'
import { freeStudySchema } from '@/forms/etude-gratuite/schema'
import { isStepValid } from '../harness/formChecks'
import { budgetRangesFor } from '@/forms/etude-gratuite/studyBudgets'
import { atticSampleAnswers as atticStudy } from '@/forms/etude-gratuite/sampleAnswers'

// What the wizard holds before any answer: text fields empty, lists empty.
const blank = { ...projectSpecificDefaults, postalCode: '', name: '', email: '', phone: '', message: '' }
const step = (index: number, values: unknown) => isStepValid(freeStudySchema, values, freeStudySteps[index] ?? [])
const common = { propertyType: 'Maison individuelle', postalCode: '59000' }

describe('free study: step 1', () => {
  it('needs a project type', () => {
    expect(step(0, blank)).toBe(false)
    expect(step(0, { ...blank, projectType: 'Véranda/Pergola' })).toBe(true)
  })
})

describe('free study: step 2 asks per project kind', () => {
  it.each([
    ['Aménagement de combles', { roofType: 'Charpente fermette', height: '< 1.80m' }],
    ['Extension de maison', { extensionType: 'Surélévation' }],
    ['Véranda/Pergola', { material: 'Bois' }],
    ['Fenêtres de toit', { windowType: 'Motorisée', numberOfWindows: '4+' }],
  ])('%s', (projectType, specific) => {
    const base = { ...blank, projectType, ...common }
    expect(step(1, base)).toBe(false)
    expect(step(1, { ...base, ...specific })).toBe(true)
    for (const field of Object.keys(specific)) {
      expect(step(1, { ...base, ...specific, [field]: '' })).toBe(false)
    }
  })

  it('lets a homeowner who does not know the roof structure or the height say so', () => {
    const attic = { ...blank, projectType: 'Aménagement de combles', ...common }
    expect(step(1, { ...attic, roofType: 'Je ne sais pas', height: 'Je ne sais pas' })).toBe(true)
    expect(step(1, { ...attic, roofType: 'Je ne sais pas', height: '' })).toBe(false)
    expect(step(1, { ...attic, roofType: 'Peut-être', height: '< 1.80m' })).toBe(false)
  })

  it('needs the property type and a five-digit postal code', () => {
    const attic = { ...blank, projectType: 'Aménagement de combles', roofType: 'Charpente fermette', height: '< 1.80m' }
    expect(step(1, { ...attic, ...common, postalCode: '' })).toBe(false)
    expect(step(1, { ...attic, ...common, postalCode: '5900' })).toBe(false)
    expect(step(1, { ...attic, postalCode: '59000' })).toBe(false)
  })

  it('offers Appartement only for roof windows', () => {
    const windows = { ...blank, projectType: 'Fenêtres de toit', windowType: 'Manuelle', numberOfWindows: '1', postalCode: '59000' }
    expect(step(1, { ...windows, propertyType: 'Appartement' })).toBe(true)
    expect(step(1, { ...blank, projectType: 'Véranda/Pergola', material: 'PVC', postalCode: '59000', propertyType: 'Appartement' })).toBe(
      false,
    )
  })
})

describe('free study: step 3 asks per project kind', () => {
  it.each([
    ['Aménagement de combles', { currentSurface: '< 80m²', desiredSurface: '50', roomType: ['Bureau'] }],
    ['Extension de maison', { currentSurface: '> 180m²', desiredSurface: '15', roomType: ['Salle de bain'] }],
    ['Véranda/Pergola', { desiredSurface: '10', verandaUsage: "Jardin d'hiver" }],
    ['Fenêtres de toit', { roomsToEquip: ['Cuisine'] }],
  ])('%s', (projectType, specific) => {
    const base = { ...blank, projectType, ...common }
    expect(step(2, base)).toBe(false)
    expect(step(2, { ...base, ...specific })).toBe(true)
  })

  it('checks the desired surface against the project kind', () => {
    const veranda = { ...blank, projectType: 'Véranda/Pergola', ...common, verandaUsage: 'Bureau' }
    expect(step(2, { ...veranda, desiredSurface: '50' })).toBe(false)
    const attic = { ...blank, projectType: 'Aménagement de combles', ...common, currentSurface: '< 80m²', roomType: ['Bureau'] }
    expect(step(2, { ...attic, desiredSurface: '10' })).toBe(false)
  })

  it('leaves the roof-window accessories optional', () => {
    expect(step(2, { ...blank, projectType: 'Fenêtres de toit', ...common, roomsToEquip: ['Bureau'], windowFeatures: [] })).toBe(true)
  })
})

describe('free study: step 4 budget ranges follow the project kind', () => {
  it.each([
    ['Aménagement de combles', 'Moins de 40 000 €', 'Moins de 20 000 €'],
    ['Extension de maison', 'Plus de 150 000 €', 'Plus de 80 000 €'],
    ['Véranda/Pergola', '20 000 € - 35 000 €', '3 000 € - 6 000 €'],
    ['Fenêtres de toit', '6 000 € - 10 000 €', '40 000 € - 60 000 €'],
  ])('%s accepts its ranges only', (projectType, own, other) => {
    expect(budgetRangesFor(projectType)).toContain(own)
    const base = { ...blank, projectType, ...common, timeline: 'À définir' }
    expect(step(3, { ...base, budget: own })).toBe(true)
    expect(step(3, { ...base, budget: other })).toBe(false)
    expect(step(3, { ...base, budget: own, timeline: '' })).toBe(false)
  })

  it('every project kind offers « Je ne sais pas » as a budget, last', () => {
    for (const projectType of ['Aménagement de combles', 'Extension de maison', 'Véranda/Pergola', 'Fenêtres de toit']) {
      expect(budgetRangesFor(projectType).at(-1)).toBe('Je ne sais pas')
      expect(step(3, { ...blank, projectType, ...common, timeline: 'À définir', budget: 'Je ne sais pas' })).toBe(true)
    }
    expect(budgetRangesFor('')).toEqual([])
  })

  it('a budget cleared on a change of project kind must be chosen again', () => {
    expect(projectSpecificDefaults.budget).toBe('')
    const switched = { ...atticStudy, projectType: 'Véranda/Pergola', ...projectSpecificDefaults }
    expect(step(3, { ...switched, timeline: 'À définir' })).toBe(false)
    expect(freeStudySchema.safeParse({ ...atticStudy, budget: '' }).success).toBe(false)
  })
})

describe('free study: step 5', () => {
  it('needs name, e-mail and phone; the message is optional', () => {
    expect(step(4, { ...atticStudy, message: '' })).toBe(true)
    expect(step(4, { ...atticStudy, email: 'lea@' })).toBe(false)
  })
})

describe('studyRecap', () => {
  it('reads the answers in words, only those that were asked', () => {
    const parsed = freeStudySchema.parse(atticStudy)
    expect(studyRecap(parsed)).toEqual([
      { label: 'Projet', value: 'Aménagement de combles' },
      { label: 'Logement', value: 'Maison individuelle' },
      { label: 'Code postal', value: '59000' },
      { label: 'Charpente', value: 'Charpente traditionnelle' },
      { label: 'Hauteur sous faîtage', value: '> 2.50m' },
      { label: 'Surface actuelle', value: '80-120m²' },
      { label: 'Surface souhaitée', value: '25 m²' },
      { label: 'Pièces souhaitées', value: 'Chambre(s), Bureau' },
      { label: 'Budget', value: '40 000 € - 60 000 €' },
      { label: 'Démarrage souhaité', value: 'Dans les 3 mois' },
    ])
  })

  it('shows roof-window answers with their accessories', () => {
    const parsed = freeStudySchema.parse({
      ...atticStudy,
      ...projectSpecificDefaults,
      projectType: 'Fenêtres de toit',
      propertyType: 'Appartement',
      windowType: 'Connectée',
      numberOfWindows: '4+',
      roomsToEquip: ['Chambre', 'Couloir'],
      windowFeatures: ['Moustiquaires'],
      budget: 'Plus de 10 000 €',
    })
    const lines = Object.fromEntries(studyRecap(parsed).map((line) => [line.label, line.value]))
    expect(lines).toMatchObject({ 'Nombre de fenêtres': '4 et plus', 'Pièces à équiper': 'Chambre, Couloir', Accessoires: 'Moustiquaires' })
    expect(lines).not.toHaveProperty('Charpente')
  })
})
