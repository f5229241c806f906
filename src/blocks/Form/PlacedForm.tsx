import type { FormChoice } from './formChoices'
import { FormOfChoice } from './FormOfChoice'
import { initialIssuesOf } from './initialIssues'

/** The form a block places, with the server's verdict on its first values (drawn before its schema arrives). */
export function PlacedForm({ form }: { form: FormChoice }) {
  return <FormOfChoice form={form} initialIssues={initialIssuesOf(form)} />
}
