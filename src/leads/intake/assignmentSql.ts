/**
 * The automatic assignment, in SQL only, shared by the intake's one statement and the leads' create hook
 * (assignNewLead), and tested through both (tests/integration/leadAssignment.test.ts). Round-robin: the
 * n-th turn goes to the salesperson at position (n − 1) modulo their number, in id order. By département:
 * those who cover the lead's département take turns on its own counter; nobody covering it, everyone on the
 * shared one. Active salespeople are the users with the sales role who receive new leads, in the order of their ids. The
 * turn counters live on the single row of the lead-assignment setting: `turn`, shared, and
 * `department_turns`, one per département. The UPDATE takes that row's lock until commit, so concurrent
 * arrivals, on any number of app instances, take consecutive turns: none is lost, none is taken twice.
 */

/** A CTE `lead_department` giving the new lead's département (a SQL expression: a parameter, or null). */
export const leadDepartmentCte = (expression: string) => `lead_department as (select ${expression}::varchar as code)`

/**
 * CTEs `sellers` (active salespeople), `covering` (under the département rule, those whose list holds the
 * lead's département) and `pool` (covering ones, else everyone), each with positions in id order.
 * Needs leadDepartmentCte before it.
 */
export const activeSellersCte = `sellers as (
  select id, (row_number() over (order by id) - 1)::int as position, (count(*) over ())::int as total
  from users where role = 'sales' and receives_leads
), covering as (
  select sellers.id, (row_number() over (order by sellers.id) - 1)::int as position, (count(*) over ())::int as total
  from sellers
  where exists (select 1 from lead_assignment where rule = 'department')
    and exists (
      select 1 from users_texts covered
      where covered.parent_id = sellers.id and covered.path = 'departments' and covered.text = (select code from lead_department)
    )
), pool as (
  select id, position, total from covering
  union all
  select id, position, total from sellers where not exists (select 1 from covering)
)`

/**
 * A CTE `turn` that advances a counter when a rule assigns, `condition` holds and someone is active: the
 * département's own counter when salespeople cover it, the shared one otherwise.
 */
export const nextTurnCte = (condition = 'true') => `turn as (
  update lead_assignment set
    turn = turn + case when exists (select 1 from covering) then 0 else 1 end,
    department_turns = case when exists (select 1 from covering)
      then jsonb_set(
        department_turns,
        array[(select code from lead_department)]::text[],
        to_jsonb(coalesce((department_turns ->> (select code from lead_department))::int, 0) + 1)
      )
      else department_turns end
  where rule in ('round-robin', 'department') and exists (select 1 from sellers) and (${condition})
  returning case when exists (select 1 from covering)
    then (department_turns ->> (select code from lead_department))::int else turn end as turn
)`

/** A CTE `owner`: the salesperson of the pool whose turn it is (none when no turn was taken). */
export const ownerCte = `owner as (
  select pool.id from pool, turn where pool.position = (turn.turn - 1) % pool.total
)`
