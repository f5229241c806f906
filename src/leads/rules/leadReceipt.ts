import { visitTime } from '@/appointments/rules/visitLabel'

/** What a visitor's receipt says: their request in words, when they will be called, and where to book the visit. */
export type ReceiptFacts = {
  name: string
  formLabel: string
  sentAt: Date
  answers: string
  company: { name: string; phone: string; hours: string; responseDelay: string }
  booking: { url: string; until: Date }
}

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' })

/** The receipt e-mail sent to whoever sent a form: its subject and its text, in French. */
export function leadReceipt(facts: ReceiptFacts): { subject: string; text: string } {
  const { company } = facts
  return {
    subject: `Votre demande à ${company.name} est bien reçue`,
    text: [
      `Bonjour ${facts.name},`,
      '',
      `Nous avons bien reçu votre demande « ${facts.formLabel} » du ${visitTime(facts.sentAt)}. Un conseiller vous rappelle sous ${company.responseDelay}.`,
      '',
      ...(facts.answers ? ['Ce que vous nous avez indiqué\u00a0:', facts.answers, ''] : []),
      'Choisissez dès maintenant le créneau de votre visite technique gratuite, à domicile\u00a0:',
      facts.booking.url,
      `(lien personnel, valable jusqu’au ${day.format(facts.booking.until)}\u00a0; il permet aussi de déplacer ou d’annuler la visite)`,
      '',
      `Une question\u00a0? Appelez-nous au ${company.phone} (${company.hours}) ou répondez à cet e-mail.`,
      '',
      company.name,
      '',
      'Vous recevez ce message parce que votre adresse a été saisie dans un formulaire de notre site. Si ce n’est pas vous, ignorez-le\u00a0: nous ne vous écrirons pas d’autre message sans votre accord.',
    ].join('\n'),
  }
}
