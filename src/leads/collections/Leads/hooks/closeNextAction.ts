import type { CollectionBeforeChangeHook } from 'payload'
import { isClosedStatus } from '@/leads/rules/leadStatus'
import { emptyNextAction } from '@/leads/rules/nextAction'
import type { Lead } from '@/payload-types'

/**
 * A lead moved to Converti or Invalide has nothing left to do: its open next action is closed (cleared,
 * and the history records it). A closed lead keeps no next action either.
 */
export const closeNextAction: CollectionBeforeChangeHook<Lead> = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status
  if (!isClosedStatus(status)) return data
  return { ...data, nextAction: { ...emptyNextAction } }
}
