import { describeNextAction, isNextActionType, nextActionTypeLabels, type NextAction } from './nextAction'

/** How late a due time may be noticed and still be reminded: older ones (set in the past, or missed while every instance was down) are not. */
export const REMINDER_WINDOW_MINUTES = 60

type ReminderFacts = {
  ownerName?: string | null
  leadName: string
  phone?: string | null
  email: string
  action: NextAction
  leadUrl: string
}

/** "Rappel : Appel – Claire Martin": the reminder e-mail's subject, the browser notification's title. */
export function reminderTitle(action: NextAction, leadName: string): string {
  const what = isNextActionType(action.type) ? nextActionTypeLabels[action.type] : 'Action'
  return `Rappel : ${what} – ${leadName}`
}

/** The e-mail that reminds a salesperson of a next action at its due time. */
export function actionReminderEmail({ ownerName, leadName, phone, email, action, leadUrl }: ReminderFacts) {
  return {
    subject: reminderTitle(action, leadName),
    text: [
      `Bonjour${ownerName ? ` ${ownerName}` : ''},`,
      '',
      `C’est l’heure de votre prochaine action sur le lead « ${leadName} » : ${describeNextAction(action)}.`,
      '',
      `Téléphone : ${phone || 'non renseigné'}`,
      `E-mail : ${email}`,
      '',
      `Ouvrir le lead : ${leadUrl}`,
    ].join('\n'),
  }
}
