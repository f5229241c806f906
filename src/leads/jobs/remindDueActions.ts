import type { TaskConfig } from 'payload'
import { postgresOf } from '@/db/postgres'
import { actionDueStatuses } from '@/leads/rules/nextAction'
import { statusInSql } from '@/leads/rules/statusSql'
import { REMINDER_WINDOW_MINUTES } from '@/leads/rules/actionReminder'
import { MAIL_QUEUE } from './mailQueue'

/**
 * Every minute: the next actions of owned leads still being worked (open, or Converti with an action kept) that have come due, each reminded once. One
 * statement marks each due time as reminded and queues its e-mail (remindOwnerOfAction) on the mail
 * queue, so that a reminder is neither lost between the two nor sent twice, on any number of instances.
 * A postponed action gets a new reminder at its new time.
 */
const claimAndQueueSql = `with due as (
  update leads set next_action_reminded_at = next_action_due_at
  where owner_id is not null and anonymised_at is null and ${statusInSql(actionDueStatuses)}
    and next_action_due_at <= now() and next_action_due_at > now() - interval '${REMINDER_WINDOW_MINUTES} minutes'
    and next_action_reminded_at is distinct from next_action_due_at
  returning id, owner_id, next_action_due_at
)
insert into payload_jobs (input, task_slug, queue)
select jsonb_build_object('leadId', id, 'ownerId', owner_id, 'dueAt', next_action_due_at), 'remindOwnerOfAction'::enum_payload_jobs_task_slug, '${MAIL_QUEUE}'
from due`

export const remindDueActions: TaskConfig<'remindDueActions'> = {
  slug: 'remindDueActions',
  schedule: [{ cron: '0 * * * * *', queue: 'default' }],
  outputSchema: [{ name: 'reminders', type: 'number' }],
  handler: async ({ req }) => {
    const { rowCount } = await postgresOf(req.payload).pool.query(claimAndQueueSql)
    return { output: { reminders: rowCount ?? 0 } }
  },
}
