import { describe, expect, it } from 'vitest'
import { projectSlug, projectSlugError, townOf } from '@/rules/projectSlug'

describe('projectSlug', () => {
  it('prefixes, lowercases the town and appends the surface in m2', () => {
    expect(projectSlug('Amiens (80)', 45)).toBe('amenagement-combles-amiens-45m2')
  })

  it('removes accents', () => {
    expect(projectSlug('Évreux (27)', 52)).toBe('amenagement-combles-evreux-52m2')
    expect(projectSlug('Château-Thierry (02)', 60)).toBe('amenagement-combles-chateauthierry-60m2')
  })

  it('keeps only the text before the bracket', () => {
    expect(projectSlug('Lille (59)', 42)).toBe('amenagement-combles-lille-42m2')
    expect(projectSlug('Rouen(76)', 85)).toBe('amenagement-combles-rouen-85m2')
  })

  it('turns spaces into hyphens', () => {
    expect(projectSlug('Le Havre (76)', 70)).toBe('amenagement-combles-le-havre-70m2')
    expect(projectSlug('Saint  Omer   (62)', 48)).toBe('amenagement-combles-saint-omer-48m2')
  })

  it('drops punctuation and other non-alphanumerics', () => {
    expect(projectSlug("L'Isle-Adam (95)", 50)).toBe('amenagement-combles-lisleadam-50m2')
    expect(projectSlug('Saint-Quentin (02)', 64)).toBe('amenagement-combles-saintquentin-64m2')
    expect(projectSlug('Bray-sur-Seine! (77)', 44)).toBe('amenagement-combles-braysurseine-44m2')
  })

  it('takes the whole location when there is no bracket', () => {
    expect(townOf('Beauvais')).toBe('Beauvais')
    expect(projectSlug('Beauvais', 55)).toBe('amenagement-combles-beauvais-55m2')
  })
})

describe('projectSlugError', () => {
  it('accepts an empty address (computed) and lower-case words joined by dashes', () => {
    expect(projectSlugError(null)).toBeNull()
    expect(projectSlugError('')).toBeNull()
    expect(projectSlugError('extension-bois-arras-25m2')).toBeNull()
  })

  it('refuses anything else, and the project 404 page’s own address', () => {
    expect(projectSlugError('Extension Bois')).toMatch(/^Lettres minuscules/)
    expect(projectSlugError('a/b')).toMatch(/^Lettres minuscules/)
    expect(projectSlugError('introuvable')).toBe('Cette adresse est réservée par le site : choisissez-en une autre.')
  })
})
