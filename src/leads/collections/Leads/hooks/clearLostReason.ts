import type { CollectionBeforeChangeHook } from 'payload'
import { keptLostReason } from '@/leads/rules/lostReason'
import type { Lead } from '@/payload-types'

/** A lead that leaves Perdu (or was never Perdu) keeps no reason for a loss. */
export const clearLostReason: CollectionBeforeChangeHook<Lead> = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status
  const reason = data.lostReason !== undefined ? data.lostReason : originalDoc?.lostReason
  const kept = keptLostReason(status, reason ?? null)
  return kept === (reason ?? null) ? data : { ...data, lostReason: kept }
}
