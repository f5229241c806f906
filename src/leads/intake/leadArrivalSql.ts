import { MAIL_QUEUE } from '@/leads/jobs/mailQueue'

/**
 * What follows the arrival of every new lead, in its create's transaction (recordLeadArrival.ts):
 * - the staff e-mail job (notifyStaffOfLead), for every lead;
 * - the owner e-mail job (notifyOwnerOfLead), when the lead has an owner other than its author;
 * - the visitor's receipt job (sendLeadReceipt), for a lead sent from the site;
 * - the history entry of its owner ("Non attribué" → the owner, by its author, none when the rule chose, then with
 *   the rule's reason).
 * Needs a CTE `lead (id, owner_id, author_id, reason, receipt)` before it.
 */
export const leadArrivalCte = `arrival_job as (
  insert into payload_jobs (input, task_slug, queue)
  select jsonb_build_object('leadId', id), 'notifyStaffOfLead'::enum_payload_jobs_task_slug, '${MAIL_QUEUE}' from lead
  union all
  select jsonb_build_object('leadId', id, 'ownerId', owner_id), 'notifyOwnerOfLead'::enum_payload_jobs_task_slug, '${MAIL_QUEUE}'
  from lead where owner_id is not null and owner_id is distinct from author_id
  union all
  select jsonb_build_object('leadId', id), 'sendLeadReceipt'::enum_payload_jobs_task_slug, '${MAIL_QUEUE}' from lead where receipt
), arrival_change as (
  insert into lead_changes (lead_id, field, before, after, reason, author_id)
  select lead.id, 'owner'::enum_lead_changes_field, 'Non attribué', coalesce(nullif(trim(users.name), ''), users.email), lead.reason, lead.author_id
  from lead join users on users.id = lead.owner_id
)`
