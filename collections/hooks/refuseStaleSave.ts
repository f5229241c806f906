import { APIError, type CollectionBeforeValidateHook, type GlobalBeforeValidateHook } from 'payload'
import { isStaleSave, staleSaveMessage } from '@/rules/staleSave'

/** A save refused because another editor saved the document since this form loaded it: a 409 in French. */
class StaleSaveError extends APIError {
  constructor(stored: string) {
    super(staleSaveMessage(stored), 409, null, true)
  }
}

/**
 * Two editors on one document must not wipe each other's words: a save whose form was loaded before the
 * stored version (draft or published: Payload hands the latest as originalDoc) is refused. The form's
 * `updatedAt` follows its own saves, so an editor's successive autosaves pass.
 */
export const refuseStaleSave: CollectionBeforeValidateHook = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && isStaleSave(data?.updatedAt, originalDoc?.updatedAt))
    throw new StaleSaveError(String(originalDoc?.updatedAt))
  return data
}

/** The same rule for a global (site settings, menu). */
export const refuseStaleGlobalSave: GlobalBeforeValidateHook = ({ data, originalDoc }) => {
  if (isStaleSave(data?.updatedAt, (originalDoc as { updatedAt?: unknown } | undefined)?.updatedAt))
    throw new StaleSaveError(String((originalDoc as { updatedAt: string }).updatedAt))
  return data
}
