import type { FormOrigin } from '@/rules/formOrigins'

/**
 * The sessionStorage key of a wizard's unfinished answers. sessionStorage, not localStorage: the draft
 * lives and dies with the tab, so the next visitor on a shared device never finds it.
 */
export const wizardDraftKey = (origin: FormOrigin) => `${origin}-wizard-draft`
