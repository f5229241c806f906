import { leadForms } from '@/forms/registry'
import { landingFeasibilityForm } from '@/forms/landing-faisabilite/definition'
import { landingFeasibilitySchema } from '@/forms/landing-faisabilite/schema'
import { type FieldIssue, issuesOf, verdictOf } from '@/forms/shared/verdict'
import type { FormChoice } from './formChoices'

/**
 * What a form's own schema finds in its first values, worked out on the server: the page's HTML then shows
 * the form's "Il manque : …" line and disabled buttons as the schema would, and the browser fetches the schema
 * only once the visitor starts answering.
 */
export function initialIssuesOf(choice: FormChoice): readonly FieldIssue[] {
  const { schema, initialValues } =
    choice === 'landing-faisabilite' ? { ...landingFeasibilityForm, schema: landingFeasibilitySchema } : leadForms[choice]
  return issuesOf(verdictOf(schema, initialValues))
}
