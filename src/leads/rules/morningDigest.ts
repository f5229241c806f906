import { dueWindow, parisDate, parisTime } from './dueViews'
import { isNextActionType, nextActionTypeLabels } from './nextAction'

/** The morning digest goes out at 7:30, Paris time. */
const DIGEST_HOUR = 7
const DIGEST_MINUTE = 30

/** The next 7:30 in Paris strictly after an instant (the scheduled digest's run time). */
export function nextDigestTime(after: Date): Date {
  const { year, month, day } = parisDate(after)
  const today = parisTime(year, month, day, DIGEST_HOUR, DIGEST_MINUTE)
  return today > after ? today : parisTime(year, month, day + 1, DIGEST_HOUR, DIGEST_MINUTE)
}

/** An open lead's next action as the digest lists it. */
export type DigestItem = {
  leadId: number
  ownerId: number
  name: string
  phone?: string | null
  type: string
  dueAt: string
  note?: string | null
}

/** One salesperson's digest: what is overdue, what is due later today. */
export type Digest = { ownerId: number; overdue: DigestItem[]; today: DigestItem[] }

/**
 * The digests at `now`: per owner, next actions due before now (En retard) and due from now to the end of
 * the Paris day (Aujourd'hui), each by due date. Later ones are left out, and an owner with nothing gets
 * no digest.
 */
export function digestsByOwner(items: readonly DigestItem[], now: Date): Digest[] {
  const endOfDay = dueWindow('today', now).before!.getTime()
  const digests = new Map<number, Digest>()
  const byDueDate = [...items].sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt) || a.leadId - b.leadId)
  for (const item of byDueDate) {
    const due = Date.parse(item.dueAt)
    if (Number.isNaN(due) || due >= endOfDay) continue
    const digest = digests.get(item.ownerId) ?? { ownerId: item.ownerId, overdue: [], today: [] }
    ;(due < now.getTime() ? digest.overdue : digest.today).push(item)
    digests.set(item.ownerId, digest)
  }
  return [...digests.values()].sort((a, b) => a.ownerId - b.ownerId)
}

const NBSP = '\u00a0'
const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})
const timeFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' })
const sameDay = (a: Date, b: Date) => dayFormat.format(a) === dayFormat.format(b)

const leadLink = (siteUrl: string, leadId: number) => `${siteUrl.replace(/\/+$/, '')}/admin/dashboard?lead=${leadId}`

function itemLines(item: DigestItem, now: Date, siteUrl: string): string[] {
  const due = new Date(item.dueAt)
  const label = isNextActionType(item.type) ? nextActionTypeLabels[item.type] : item.type
  const when = sameDay(due, now) ? `à ${timeFormat.format(due)}` : `prévu le ${dayFormat.format(due)} à ${timeFormat.format(due)}`
  const note = item.note?.trim()
  return [
    `- ${label} ${when} — ${item.name}${item.phone ? `, ${item.phone}` : ''}${note ? ` (${note})` : ''}`,
    `  ${leadLink(siteUrl, item.leadId)}`,
  ]
}

const count = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`

/** The digest's e-mail, in French: subject, then the overdue and today's actions, each with its link. */
export function digestEmail(
  digest: Digest,
  owner: { name?: string | null; email: string },
  siteUrl: string,
  now: Date,
): { to: string; subject: string; text: string } {
  const parts = [
    digest.overdue.length ? count(digest.overdue.length, 'action en retard', 'actions en retard') : '',
    digest.today.length ? count(digest.today.length, 'action aujourd’hui', 'actions aujourd’hui') : '',
  ].filter(Boolean)
  const section = (title: string, items: DigestItem[]) =>
    items.length ? [`${title} (${items.length})${NBSP}:`, ...items.flatMap((item) => itemLines(item, now, siteUrl)), ''] : []
  const base = siteUrl.replace(/\/+$/, '')
  return {
    to: owner.email,
    subject: `Votre journée${NBSP}: ${parts.join(', ')}`,
    text: [
      `Bonjour${owner.name?.trim() ? ` ${owner.name.trim()}` : ''},`,
      '',
      `Voici vos actions du ${dayFormat.format(now)}.`,
      '',
      ...section('En retard', digest.overdue),
      ...section('Aujourd’hui', digest.today),
      `Vos leads en retard${NBSP}: ${base}/admin/dashboard?responsable=moi&echeance=en-retard`,
      `Vos leads du jour${NBSP}: ${base}/admin/dashboard?responsable=moi&echeance=aujourdhui`,
    ].join('\n'),
  }
}
