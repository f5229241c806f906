import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { describe, expect, it } from 'vitest'
import { frenchAdminTexts } from '@/admin/frenchAdminTexts'

type Texts = Record<string, Record<string, string>>

/** The admin's French as an editor reads it: Payload's, with ours over it. */
const shown: Texts = Object.fromEntries(
  Object.entries(fr.translations as unknown as Texts).map(([group, texts]) => [
    group,
    { ...texts, ...((frenchAdminTexts as unknown as Texts)[group] ?? {}) },
  ]),
)
const english = en.translations as unknown as Texts
const variablesOf = (text: string): string[] => [...(text.match(/\{\{[^}]+\}\}/g) ?? [])].sort()

/** Phrasings an editor must never read: hedged genders, « télécharger » for sending a file, « Soumission ». */
const hedges = [
  /\(e\)/,
  /\(s\)/,
  /ou nouvelle/,
  /ce ou cette/,
  /de ou du/,
  /le ou la/,
  /il ou elle/,
  /Par Page/,
  /Soumission/,
  /Téléchargement/,
  /à télécharger/,
]

describe('the admin’s French', () => {
  it('never hedges a gender nor calls sending a file a download', () => {
    const found = Object.entries(shown).flatMap(([group, texts]) =>
      Object.entries(texts)
        .filter(([, text]) => hedges.some((hedge) => hedge.test(text)))
        .map(([key, text]) => `${group}.${key}: ${text}`),
    )
    expect(found).toEqual([])
  })

  it('fills every variable it names: each text names the variables of Payload’s English one', () => {
    const broken = Object.entries(shown).flatMap(([group, texts]) =>
      Object.entries(texts)
        .filter(
          ([key, text]) =>
            english[group]?.[key] !== undefined && variablesOf(text).some((name) => !variablesOf(english[group]![key]!).includes(name)),
        )
        .map(([key, text]) => `${group}.${key}: ${text}`),
    )
    expect(broken).toEqual([])
  })

  it('overrides only texts Payload has', () => {
    const unknown = Object.entries(frenchAdminTexts as unknown as Texts).flatMap(([group, texts]) =>
      Object.keys(texts)
        .filter((key) => english[group]?.[key] === undefined)
        .map((key) => `${group}.${key}`),
    )
    expect(unknown).toEqual([])
  })
})
