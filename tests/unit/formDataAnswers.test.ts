import { z } from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { answerKindsOf, answersFromFormData, answersOfStep, postedTexts, shownAgain } from '@/forms/shared/formDataAnswers'
import { leadForms } from '@/forms/registry'

const formData = (entries: [string, string][]) => {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('a form’s answers from what the browser posts without scripts', () => {
  const kinds = answerKindsOf(
    z.strictObject({
      name: z.string(),
      email: z._default(z.string(), ''),
      surface: z.number(),
      rooms: z.array(z.string()),
      garage: z.optional(z.boolean()),
    }),
  )

  it('reads each answer’s kind from the schema, through its defaults and options', () => {
    expect(kinds).toEqual({ name: 'text', email: 'text', surface: 'number', rooms: 'list', garage: 'yes-no' })
  })

  it('knows every form of the site by its schema', () => {
    for (const form of Object.values(leadForms)) expect(Object.keys(answerKindsOf(form.schema)).length, form.origin).toBeGreaterThan(3)
    expect(answerKindsOf(leadForms['deblocage-epargne-salariale'].schema)).toMatchObject({ projectType: 'text', usePEE: 'text' })
    // Coded answers: a choice among numbers is posted as a number, a yes/no pair as yes-no.
    expect(answerKindsOf(leadForms['aides-eligibilite'].schema)).toMatchObject({
      ancienneteLogement: 'number',
      logementPrincipal: 'yes-no',
      typeLogement: 'text',
    })
  })

  it('reads text, numbers, lists and ticked boxes, and nothing the form does not ask', () => {
    const data = formData([
      ['name', 'Jeanne Dupont'],
      ['email', 'jeanne@example.fr'],
      ['surface', '32,5'],
      ['rooms', 'chambre'],
      ['rooms', 'bureau'],
      ['garage', 'on'],
      ['$ACTION_KEY', 'k1'],
      ['website', ''],
    ])
    expect(answersFromFormData(kinds, data)).toEqual({
      name: 'Jeanne Dupont',
      email: 'jeanne@example.fr',
      surface: 32.5,
      rooms: ['chambre', 'bureau'],
      garage: true,
    })
  })

  it('leaves out a text not posted and a number that is none; an unticked box is no, an empty list empty', () => {
    expect(answersFromFormData(kinds, formData([['surface', 'beaucoup']]))).toEqual({ rooms: [], garage: false })
    expect(answersFromFormData(kinds, formData([['garage', 'false']]))).toMatchObject({ garage: false })
    expect(answersFromFormData(kinds, formData([['garage', 'true']]))).toMatchObject({ garage: true })
  })

  it('shows the posted answers again over the first values', () => {
    expect(shownAgain({ name: '', email: '' }, { name: 'Jeanne' })).toEqual({ name: 'Jeanne', email: '' })
  })

  it('posts an answer as texts the server reads back the same (the hidden fields a wizard carries)', () => {
    const answers = { name: 'Jeanne', email: '', surface: 32.5, rooms: ['chambre', 'bureau'], garage: false }
    const data = formData(
      Object.entries(answers).flatMap(([name, value]) => postedTexts(value).map((text): [string, string] => [name, text])),
    )
    expect(answersFromFormData(kinds, data)).toEqual(answers)
    expect(postedTexts(undefined)).toEqual([])
    expect(postedTexts(true)).toEqual(['true'])
  })

  it('keeps of a wizard step what it shows or carries; a step not reached is not answered', () => {
    const data = formData([['name', 'Jeanne']])
    const read = answersFromFormData(kinds, data)
    expect(read).toEqual({ name: 'Jeanne', rooms: [], garage: false })
    expect(answersOfStep(read, data, ['name', 'rooms'])).toEqual({ name: 'Jeanne', rooms: [] })
  })
})
