import type { TaskConfig } from 'payload'
import { slugs } from '@collections/slugs'
import { siteUrl } from '@/config/siteUrl'
import { emailChangeNotice } from './emailChangeNotice'

export const NOTIFY_OLD_EMAIL_TASK = 'notifyOldEmail'

export type NotifyOldEmailInput = { userId: number; oldEmail: string; newEmail: string; byAdmin: boolean; at: string }

/**
 * Tells an account's old address that its e-mail changed (emailChangeNotice). Queued by the change
 * itself (tellOldEmail), on the staff e-mails' queue, run afterwards and retried; the addresses are
 * the job's own, since the account no longer has the old one. Typed by its own input, so that it
 * does not wait for payload-types.ts to know it.
 */
export const notifyOldEmail: TaskConfig<{ input: NotifyOldEmailInput; output: object }> = {
  slug: NOTIFY_OLD_EMAIL_TASK,
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [
    { name: 'userId', type: 'number', required: true },
    { name: 'oldEmail', type: 'email', required: true },
    { name: 'newEmail', type: 'email', required: true },
    { name: 'byAdmin', type: 'checkbox', required: true },
    { name: 'at', type: 'date', required: true },
  ],
  handler: async ({ input, req }) => {
    const user = await req.payload
      .findByID({ collection: slugs.users, id: input.userId, depth: 0, overrideAccess: true, req, select: { name: true } })
      .catch(() => null)
    const notice = emailChangeNotice(
      { oldEmail: input.oldEmail, newEmail: input.newEmail, name: user?.name, byAdmin: Boolean(input.byAdmin), at: new Date(input.at) },
      `${siteUrl()}/admin`,
    )
    await req.payload.sendEmail(notice)
    return { output: {} }
  },
}
