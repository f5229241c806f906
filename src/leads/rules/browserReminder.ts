import { reminderTitle } from './actionReminder'
import type { NextAction } from './nextAction'

/** A lead as the dashboard's reminders read it: its name, phone and next action. */
export type UpcomingAction = { id: number; name: string; phone?: string | null; nextAction?: NextAction | null }
/** A notification the dashboard shows at `at` (epoch ms); `tag` is the same for the same due time. */
export type BrowserReminder = { leadId: number; at: number; title: string; body: string; tag: string }

const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' })

/**
 * The browser notifications a salesperson's open dashboard shows, one at each next action's due time from
 * now on, within `horizonMs`: "Prévu à 14:30 · 06 12 34 56 78 · note". A time already past is the e-mail's
 * alone, so that reopening the dashboard does not notify again.
 */
export function browserReminders(leads: readonly UpcomingAction[], now: number, horizonMs: number): BrowserReminder[] {
  return leads.flatMap((lead) => {
    const action = lead.nextAction
    const at = action?.type && action.dueAt ? Date.parse(action.dueAt) : NaN
    if (!action || !(at >= now && at <= now + horizonMs)) return []
    const body = [`Prévu à ${timeFormat.format(at)}`, lead.phone, action.note?.trim()].filter(Boolean).join(' · ')
    return [{ leadId: lead.id, at, title: reminderTitle(action, lead.name), body, tag: `rappel-${lead.id}-${action.dueAt}` }]
  })
}
