import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formRoutes } from '@/forms/formRoutes'
import { landingFeasibilityForm } from '@/forms/landing-faisabilite/definition'
import { landingFeasibilitySchema } from '@/forms/landing-faisabilite/schema'
import { initialIssuesOf } from '@/blocks/Form/initialIssues'
import { formOriginLabels, leadForms } from '@/forms/registry'
import { contactKeys } from '@/forms/shared/contactFields'
import { formOrigins } from '@/rules/formOrigins'
import { pagePath } from '@/rules/pagePath'
import { pageSeeds } from '@/seed/pages/pageSeeds'

const forms = formOrigins.map((origin) => [origin, leadForms[origin]] as const)

/** A route is served by a route file of the app or by a page of the CMS that the seed writes at that address. */
const seededPaths = new Set(pageSeeds.map((page) => pagePath(page.slug)))
const isServed = (route: string) => existsSync(`src/app/(site)${route}/page.tsx`) || seededPaths.has(route)

describe('the lead forms registry', () => {
  it.each(forms)('%s: files the definition under its own origin', (origin, form) => {
    expect(form.origin).toBe(origin)
    expect(formOriginLabels[origin]).toBe(form.label)
  })

  it.each(forms)('%s: labels every answer of its schema for the back office, contact details aside', (_origin, form) => {
    const unlabelled = Object.keys(form.schema.shape).filter((key) => !contactKeys.includes(key) && !Object.hasOwn(form.answerLabels, key))
    expect(unlabelled).toEqual([])
    for (const label of Object.values(form.answerLabels)) expect(label).toMatch(/\S/)
  })

  it.each(forms)('%s: fetches in the browser the very schema the server checks with', async (_origin, form) => {
    expect(await form.loadSchema()).toBe(form.schema)
  })

  it.each(forms)('%s: starts from values its schema knows, and the page shows what they lack', (origin, form) => {
    for (const key of Object.keys(form.initialValues)) expect(Object.keys(form.schema.shape)).toContain(key)
    const issues = initialIssuesOf(origin)
    expect(issues.length).toBeGreaterThan(0)
    expect(issues.map((issue) => issue.field)).toEqual(
      form.schema.safeParse(form.initialValues).error?.issues.map((issue) => issue.path[0]),
    )
  })

  it('fetches the feasibility quiz’s own schema, and tells what its first values lack', async () => {
    expect(await landingFeasibilityForm.loadSchema()).toBe(landingFeasibilitySchema)
    expect(new Set(initialIssuesOf('landing-faisabilite').map((issue) => issue.field))).toEqual(
      new Set(['propertyType', 'location', 'roofType', 'height', 'surface', 'projectType']),
    )
  })

  it.each(forms)('%s: words only answers it labels', (_origin, form) => {
    for (const key of Object.keys(form.answerWords)) expect(Object.keys(form.answerLabels)).toContain(key)
  })

  it.each(forms)('%s: has a page for each of its routes', (_origin, form) => {
    for (const route of Object.values(form.pages)) {
      expect(route).toMatch(/^\/[a-z0-9/-]+$/)
      expect(isServed(route), route).toBe(true)
    }
  })

  it('gives no two forms the same page', () => {
    const routes = Object.values(leadForms).flatMap((form) => Object.values(form.pages))
    expect(new Set(routes).size).toBe(routes.length)
  })

  it('lists the pages where a visitor meets a form, without results or thank-you pages', () => {
    expect(formRoutes).toContain(leadForms['optimisation-espace'].pages.intro)
    expect(formRoutes).toContain(leadForms['optimisation-espace'].pages.form)
    expect(formRoutes).toContain(landingFeasibilityForm.pages.form)
    expect(formRoutes).not.toContain(leadForms.contact.pages.thanks)
    expect(formRoutes).not.toContain(leadForms.faisabilite.pages.results)
    expect(formRoutes).toHaveLength(new Set(formRoutes).size)
    for (const route of formRoutes) expect(isServed(route), route).toBe(true)
  })
})
