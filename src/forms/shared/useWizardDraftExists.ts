'use client'

import { useSyncExternalStore } from 'react'
import type { FormOrigin } from '@/rules/formOrigins'
import { readWizardDraft } from './readWizardDraft'

// The draft changes only through the wizard this hook's caller shows: nothing to listen to.
const noSubscription = () => () => undefined

/** Whether this tab holds an unfinished draft of the wizard (false on the server and while hydrating). */
export function useWizardDraftExists(origin: FormOrigin): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => readWizardDraft(origin) !== null,
    () => false,
  )
}
