/** The company's time zone: a day of activity is a day in France, wherever the server runs. */
const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' })

/**
 * When a logged activity counts as a contact with the lead. An activity on a later day than today (in
 * Paris) is planned, not done: it is no contact at all (null). One dated today counts, but never later
 * than now, so the last contact is never in the future (an activity logged just after midnight in Paris
 * is dated 00:00 UTC, still ahead of the clock).
 */
export function contactTime(activityDate: Date, now: Date): Date | null {
  if (parisDay.format(activityDate) > parisDay.format(now)) return null
  return activityDate < now ? activityDate : now
}
