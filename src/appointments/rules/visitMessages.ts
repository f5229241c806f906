import { visitIcs } from './ics'
import { visitPlace } from './visitAddress'
import { visitUid } from './visitStatus'

/** Why a visit e-mail is sent: the booking, a move, the cancellation, or the day-before reminder. */
export const visitEmailKinds = ['booked', 'moved', 'cancelled', 'reminder'] as const
export type VisitEmailKind = (typeof visitEmailKinds)[number]

/** The visit as its e-mails tell it. */
export type VisitFacts = {
  id: number
  sequence: number
  start: Date
  end: Date
  visitor: { name: string; email: string; phone: string; postalCode: string; street: string; town: string }
  salesperson: { name: string; email: string }
  /** The visitor's link to move or cancel the visit, without an account. */
  manageUrl: string
  /** The salesperson's link to the lead in the back office. */
  leadUrl: string
  /** The company (the site settings' name and e-mail): the invitation's organiser. */
  company: { name: string; email: string }
}

export type VisitEmail = { to: string; subject: string; text: string; ics: { method: 'REQUEST' | 'CANCEL'; content: string } | null }

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' })

/** "jeudi 3 décembre 2026 à 10:00", Paris time. */
const visitWhen = (start: Date) => when.format(start)

/** The salesperson's first name: all the visitor is told of who comes. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'Un conseiller'

/** What the visitor prepares for the visit: the confirmation page and e-mails say the same. */
export const visitPreparation = [
  'un accès aux combles ou à la zone du projet (trappe, escalier, échelle) ;',
  'vos plans, photos ou documents du logement si vous en avez ;',
  'vos questions et vos idées d’aménagement : la visite dure environ une heure et elle est gratuite.',
]

/** The visit's title in every calendar: the invitations', the file to download and the Google Calendar link's. */
export const VISIT_SUMMARY = 'Visite technique gratuite – Combles & Extensions du Nord'

const NARROW = '\u202f'
const french = (text: string) => text.replace(/ ([:;!?])/g, `${NARROW}$1`)

function invitation(facts: VisitFacts, method: 'REQUEST' | 'CANCEL', stamp: Date) {
  return visitIcs({
    method,
    uid: visitUid(facts.id),
    sequence: facts.sequence,
    start: facts.start,
    end: facts.end,
    stamp,
    summary: VISIT_SUMMARY,
    description: `Visite de ${firstName(facts.salesperson.name)} chez ${facts.visitor.name}. Déplacer ou annuler : ${facts.manageUrl}`,
    location: [`Domicile de ${facts.visitor.name}`, visitPlace(facts.visitor)].filter(Boolean).join(', '),
    // The company organises: the visitor learns the salesperson's first name only, as from the API.
    organizer: facts.company,
    attendees: [{ name: facts.visitor.name, email: facts.visitor.email }],
  })
}

/**
 * The e-mails of one event of a visit: to the visitor (with the move/cancel link) and, except for the
 * reminder, to the salesperson; each with the same invitation (same UID and SEQUENCE, CANCEL when cancelled).
 */
export function visitEmails(kind: VisitEmailKind, facts: VisitFacts, stamp = new Date()): VisitEmail[] {
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST'
  const ics = { method, content: invitation(facts, method, stamp) } as const
  const at = visitWhen(facts.start)
  const who = firstName(facts.salesperson.name)
  const place = visitPlace(facts.visitor)
  const visitorSubject = {
    booked: `Votre visite gratuite est réservée : ${at}`,
    moved: `Votre visite gratuite est déplacée : ${at}`,
    cancelled: 'Votre visite gratuite est annulée',
    reminder: `Rappel : votre visite gratuite demain, ${at}`,
  }[kind]
  const visitorText =
    kind === 'cancelled'
      ? [`Bonjour ${facts.visitor.name},`, '', `La visite prévue ${at} est annulée.`, '', `Pour en choisir une autre : ${facts.manageUrl}`]
      : [
          `Bonjour ${facts.visitor.name},`,
          '',
          `${who}, de l’équipe Combles & Extensions du Nord, viendra chez vous ${at}${place ? ` (${place})` : ''}.`,
          '',
          'Pour préparer la visite :',
          ...visitPreparation.map((item) => `- ${item}`),
          '',
          `Déplacer ou annuler la visite : ${facts.manageUrl}`,
          '',
          'L’invitation jointe ajoute la visite à votre agenda.',
        ]
  const emails: VisitEmail[] = [{ to: facts.visitor.email, subject: french(visitorSubject), text: french(visitorText.join('\n')), ics }]
  if (kind === 'reminder') return emails
  const staffSubject = {
    booked: `Visite réservée en ligne : ${facts.visitor.name}, ${at}`,
    moved: `Visite déplacée : ${facts.visitor.name}, ${at}`,
    cancelled: `Visite annulée : ${facts.visitor.name}, ${at}`,
  }[kind]
  const staffText = [
    `Bonjour ${who},`,
    '',
    `${staffSubject}.`,
    '',
    `Téléphone : ${facts.visitor.phone || 'non renseigné'}`,
    `E-mail : ${facts.visitor.email}`,
    `Adresse : ${place || 'non renseignée'}`,
    '',
    `Le lead : ${facts.leadUrl}`,
  ]
  emails.push({ to: facts.salesperson.email, subject: french(staffSubject), text: french(staffText.join('\n')), ics })
  return emails
}
