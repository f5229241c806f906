import { landingFeasibilityForm } from './landing-faisabilite/definition'
import { leadForms } from './registry'

/**
 * The pages where a visitor meets a form, from the forms' own definitions: each form's page and
 * the page presenting it. Results and thank-you pages are left out (they are not indexed).
 */
export const formRoutes: readonly string[] = [
  ...Object.values(leadForms).flatMap(({ pages }) => (pages.intro ? [pages.intro, pages.form] : [pages.form])),
  landingFeasibilityForm.pages.form,
]
