import { sql } from '@payloadcms/db-postgres/drizzle'
/**
 * The automatic assignment, in SQL only, run by the leads' create hook (assignNewLead) in the lead's own
 * transaction (tests/integration/leadAssignment.test.ts):
 * - a returning customer (an earlier lead with the same e-mail, or with the same phone and a name that matches,
 *   sameCustomerName) goes to the owner of their open lead, else of their last one, when that owner still
 *   receives leads; no turn is taken;
 * - round-robin: the n-th turn goes to the salesperson at position (n − 1) modulo their number, in id order;
 * - by département: those who cover the lead's département take turns on its own counter; nobody covering
 *   it (or no postal code), the salespeople who cover no département take turns on the shared counter, and
 *   everyone when all have a territory, so a territory's owner is not also given everyone else's leads.
 * Active salespeople are the users with the sales role whose account is active (« Actif ») and who receive new leads. The shared turn is a PostgreSQL
 * sequence, `department_turns` (one counter per département) lives on the lead-assignment setting's single
 * row, whose UPDATE takes the row's lock until commit: concurrent arrivals, on any number of app instances,
 * take consecutive turns, none is taken twice (nextTurnCte says when one is left unused).
 */

/**
 * A CTE `lead_facts`: the new lead's département, normalised e-mail, and the ids of the earlier leads with its
 * phone whose name matches.
 */
export const leadFactsCte = (department: string | null, email: string, samePhoneAndName: number[]) =>
  sql`lead_facts as (select ${department}::varchar as code, ${email}::varchar as email, ${`{${samePhoneAndName.join(',')}}`}::int[] as phone_leads)`

/**
 * A CTE `returning_owner` (id, lead_id, via): the active owner of the customer's open lead, else of their last
 * one (same e-mail, or one of `phone_leads`), with that lead and how it was matched. One index lookup of 20 rows
 * by e-mail and the phone leads by id, read once, so the busiest statement stays cheap however many leads the
 * customer has: the owner is checked row by row by a scalar subquery, which the planner keeps as such (a join or
 * an EXISTS had it read the rows again per salesperson).
 */
export const returningOwnerCte = `returning_owner as (
  select earlier.owner_id as id, earlier.id as lead_id, earlier.via from (
    (select id, owner_id, status, created_at, 'email' as via from leads
      where email = (select email from lead_facts) and owner_id is not null order by created_at desc limit 20)
    union all
    (select id, owner_id, status, created_at, 'phone' as via from leads
      where id = any((select phone_leads from lead_facts)::int[]) and owner_id is not null)
  ) earlier
  where coalesce((select users.role = 'sales' and users.receives_leads and users.active from users where users.id = earlier.owner_id), false)
  order by (earlier.status in ('new', 'to-contact', 'in-progress')) desc, earlier.created_at desc, earlier.via
  limit 1
)`

/**
 * CTEs `sellers` (active salespeople), `covering` (under the département rule, those whose list holds the
 * lead's département), `generalists` (those whose list is empty) and `pool` (covering ones, else the
 * generalists under the département rule, else everyone), each with positions in id order. Needs
 * leadFactsCte before it.
 */
export const activeSellersCte = `sellers as (
  select id, (row_number() over (order by id) - 1)::int as position, (count(*) over ())::int as total
  from users where role = 'sales' and receives_leads and active
), by_department as (
  select exists (select 1 from lead_assignment where rule = 'department') as active
), covering as (
  select sellers.id, (row_number() over (order by sellers.id) - 1)::int as position, (count(*) over ())::int as total
  from sellers
  where (select active from by_department)
    and exists (
      select 1 from users_texts covered
      where covered.parent_id = sellers.id and covered.path = 'departments' and covered.text = (select code from lead_facts)
    )
), generalists as (
  select sellers.id, (row_number() over (order by sellers.id) - 1)::int as position, (count(*) over ())::int as total
  from sellers
  where (select active from by_department)
    and not exists (select 1 from users_texts covered where covered.parent_id = sellers.id and covered.path = 'departments')
), pool as (
  select id, position, total from covering
  union all
  select id, position, total from generalists where not exists (select 1 from covering)
  union all
  select id, position, total from sellers where not exists (select 1 from covering) and not exists (select 1 from generalists)
)`

/** The PostgreSQL sequence of the shared turn (migration lead_assignment_turn_sequence). */
export const SHARED_TURN_SEQUENCE = 'lead_assignment_turn'

/**
 * A CTE `turn` that takes the next turn when a rule assigns, the customer is not returning
 * and someone is active: from the département's own counter when salespeople cover it, from the shared
 * sequence otherwise. The sequence never waits: arrivals under the shared turn (the round-robin rule, and
 * départements nobody covers) store side by side instead of one commit after another, as the counter's row
 * lock had them. A sequence is not rolled back: a lead that took its turn and is then not stored (a failure,
 * an admin's entry refused) leaves that turn unused, and the next lead goes to the next salesperson.
 */
export const nextTurnCte = `takes_turn as (
  select exists (select 1 from lead_assignment where rule in ('round-robin', 'department'))
    and exists (select 1 from sellers) and not exists (select 1 from returning_owner) as yes
), department_turn as (
  update lead_assignment set department_turns = jsonb_set(
    department_turns,
    array[(select code from lead_facts)]::text[],
    to_jsonb(coalesce((department_turns ->> (select code from lead_facts))::int, 0) + 1)
  )
  where (select yes from takes_turn) and exists (select 1 from covering)
  returning (department_turns ->> (select code from lead_facts))::bigint as turn
), turn as (
  select turn from department_turn
  union all
  select nextval('${SHARED_TURN_SEQUENCE}') as turn where (select yes from takes_turn) and not exists (select 1 from covering)
)`

/**
 * A CTE `owner` (id, lead_id, via): the returning customer's owner, else the salesperson of the pool whose turn it
 * is (none when no turn was taken), with why (assignmentReasonText): the matched lead, the département covered, or
 * the turn.
 */
export const ownerCte = `owner as (
  select id, lead_id, via from returning_owner
  union all
  select pool.id, null, case when exists (select 1 from covering) then 'department' else 'turn' end
  from pool, turn where pool.position = (turn.turn - 1) % pool.total and not exists (select 1 from returning_owner)
)`
