/** The PostgreSQL channel on which committed new leads are announced (payload: their ids, comma-separated). */
export const NEW_LEAD_CHANNEL = 'new_lead'

/** The most ids one announcement carries: a NOTIFY payload must stay under 8 000 bytes. */
export const MAX_IDS_PER_ANNOUNCEMENT = 500

/** An announcement's payload: the ids of the leads it announces. */
export const announcementOf = (ids: readonly number[]): string => ids.join(',')

/** The lead ids an announcement carries: one (a lead created through Payload) or several (the site's forms). */
export const announcedLeadIds = (payload: string | undefined): number[] =>
  (payload ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
