import type { CollectionAfterChangeHook } from 'payload'
import { MAIL_QUEUE } from '@/leads/jobs/mailQueue'
import { changesEmail } from './requireCurrentPassword'
import { NOTIFY_OLD_EMAIL_TASK } from './notifyOldEmail'

/**
 * When an account's e-mail changes, its old address is told (notifyOldEmail), whoever made the
 * change: the owner, with their password, or an admin. Queued in the change's transaction, with
 * the staff e-mails: a refused or rolled-back change tells nobody, a mail server down is retried.
 */
export const tellOldEmail: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
  if (operation !== 'update' || !changesEmail(doc.email, previousDoc?.email)) return doc
  const byOwner = req.user?.collection === 'users' && String(req.user.id) === String(doc.id)
  await req.payload.jobs.queue({
    task: NOTIFY_OLD_EMAIL_TASK,
    queue: MAIL_QUEUE,
    input: { userId: doc.id, oldEmail: previousDoc.email, newEmail: doc.email, byAdmin: !byOwner, at: new Date().toISOString() },
    req,
  })
  return doc
}
