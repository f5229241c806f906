/**
 * The SQL of the round-robin assignment, shared by the intake's one statement and the leads' create
 * hook. Active salespeople are the users with the sales role who receive new leads, in the order of their
 * ids; the turn is a counter on the single row of the lead-assignment setting. Its UPDATE takes that
 * row's lock until commit, so concurrent arrivals, on any number of app instances, take consecutive
 * turns: none is lost, none is taken twice (see roundRobinOwner).
 */
export const activeSellersCte = `sellers as (
  select id, (row_number() over (order by id) - 1)::int as position, (count(*) over ())::int as total
  from users where role = 'sales' and receives_leads
)`

/** A CTE `turn` that advances the counter when the rule is round-robin, `condition` holds and someone is active. */
export const nextTurnCte = (condition = 'true') => `turn as (
  update lead_assignment set turn = turn + 1
  where rule = 'round-robin' and exists (select 1 from sellers) and (${condition})
  returning turn
)`

/** A CTE `owner`: the salesperson whose turn it is (none when no turn was taken). */
export const ownerCte = `owner as (
  select sellers.id from sellers, turn where sellers.position = (turn.turn - 1) % sellers.total
)`
