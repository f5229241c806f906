import type { CollectionBeforeChangeHook } from 'payload'
import { emptyNextAction, keepsNextAction } from '@/leads/rules/nextAction'
import type { Lead } from '@/payload-types'

/**
 * A lead moved to Perdu or Invalide has nothing left to do: its next action is closed (cleared, and the history
 * records it). Moved to Converti, it keeps its next action only when the change says so (keepNextAction: the
 * dashboard asks).
 */
export const closeNextAction: CollectionBeforeChangeHook<Lead> = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status
  if (keepsNextAction({ status, previousStatus: originalDoc?.status, keepAsked: data.keepNextAction === true })) return data
  return { ...data, nextAction: { ...emptyNextAction } }
}
