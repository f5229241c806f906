import type { FormOrigin } from '@/rules/formOrigins'
import { wizardDraftKey } from './wizardDraftKey'

/** The stored draft's text, or null when there is none or storage is refused. */
export function readWizardDraft(origin: FormOrigin): string | null {
  try {
    return window.sessionStorage.getItem(wizardDraftKey(origin))
  } catch {
    return null
  }
}
