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
