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
