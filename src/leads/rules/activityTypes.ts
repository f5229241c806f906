/** What a salesperson logs against a lead. */
export const activityTypes = ['called', 'voicemail', 'guide-sent', 'email-sent', 'meeting-confirmed'] as const
export type ActivityType = (typeof activityTypes)[number]

export const activityTypeLabels: Record<ActivityType, string> = {
  called: 'Appelé',
  voicemail: 'Message vocal laissé',
  'guide-sent': 'Envoi du guide',
  'email-sent': 'Email envoyé',
  'meeting-confirmed': 'RDV confirmé',
}

/** How a call (or any contact attempt) ended: what the salesperson logs in one tap after calling. */
export const activityOutcomes = ['reached', 'voicemail', 'no-answer', 'meeting-booked'] as const
export type ActivityOutcome = (typeof activityOutcomes)[number]

export const activityOutcomeLabels: Record<ActivityOutcome, string> = {
  reached: 'Joint',
  voicemail: 'Messagerie',
  'no-answer': 'Pas de réponse',
  'meeting-booked': 'Rendez-vous pris',
}

export const isActivityOutcome = (value: unknown): value is ActivityOutcome =>
  typeof value === 'string' && (activityOutcomes as readonly string[]).includes(value)

const day = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' })

/** The part of an activity its history entry shows (a document as Payload gives it). */
export type DescribedActivity = { date?: string | null; types?: readonly string[] | null; outcome?: string | null; comment?: string | null }

/**
 * An activity in one line, as the lead's history shows it before and after a change: its day, types,
 * outcome and comment, e.g. "02/03/2026 · Appelé · Joint · Visite souhaitée.".
 */
export function describeActivity(activity: DescribedActivity): string {
  const types = (activity.types ?? []).map((type) => activityTypeLabels[type as ActivityType] ?? type).join(', ')
  const outcome = isActivityOutcome(activity.outcome) ? activityOutcomeLabels[activity.outcome] : ''
  const date = activity.date ? day.format(new Date(activity.date)) : ''
  return [date, types, outcome, activity.comment?.trim() ?? ''].filter(Boolean).join(' · ')
}
