import { noFilters, searchOfListState } from '@/leads/dashboard/listState'
import { dueWindow, parisDate, parisTime } from './dueViews'
import { isLeadStatus, isWaitingStatus, leadStatusLabels, waitingStatuses } from './leadStatus'
import { isNextActionType, nextActionTypeLabels } from './nextAction'
import { statusFilters } from './statusFilters'
import { waitingSince } from './waitingSince'

/** The morning digest goes out at 7:30, Paris time. */
const DIGEST_HOUR = 7
const DIGEST_MINUTE = 30

/** The next 7:30 in Paris strictly after an instant (the scheduled digest's run time). */
export function nextDigestTime(after: Date): Date {
  const { year, month, day } = parisDate(after)
  const today = parisTime(year, month, day, DIGEST_HOUR, DIGEST_MINUTE)
  return today > after ? today : parisTime(year, month, day + 1, DIGEST_HOUR, DIGEST_MINUTE)
}

/** The Paris day of a morning run, `YYYY-MM-DD`: a salesperson's scheduled digest goes out once per such day. */
export function digestDay(at: Date): string {
  const { year, month, day } = parisDate(at)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
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

/** An open lead as the digest names it (a new one waiting for an answer, or one without a next action). */
export type DigestLead = { leadId: number; name: string; phone?: string | null; status: string; createdAt: string }

/** The first few of a group of leads, oldest first, and how many the group holds in all. */
export type DigestLeads = { leads: DigestLead[]; total: number }

/** How many leads of each group the e-mail names; the rest are counted and linked. */
export const DIGEST_LEADS_SHOWN = 5

const noLeads: DigestLeads = { leads: [], total: 0 }

/**
 * One salesperson's digest: what is overdue, what is due later today, their new leads nobody has answered
 * yet (waiting) and their open leads without a next action (unplanned).
 */
export type Digest = { ownerId: number; overdue: DigestItem[]; today: DigestItem[]; waiting: DigestLeads; unplanned: DigestLeads }

/** Whether a digest names anything: a salesperson with nothing gets no e-mail. */
export const hasDigest = (digest: Digest): boolean =>
  digest.overdue.length + digest.today.length + digest.waiting.total + digest.unplanned.total > 0

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
    const digest = digests.get(item.ownerId) ?? { ownerId: item.ownerId, overdue: [], today: [], waiting: noLeads, unplanned: noLeads }
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

const leadDay = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' })

/** A new lead: how long it has waited; another: its status and the day it came. */
function leadLines(lead: DigestLead, now: Date, siteUrl: string): string[] {
  const since = isWaitingStatus(lead.status)
    ? `en attente ${waitingSince(lead.createdAt, now)}`
    : `${isLeadStatus(lead.status) ? leadStatusLabels[lead.status] : lead.status}, reçu le ${leadDay.format(new Date(lead.createdAt))}`
  return [`- ${lead.name}${lead.phone ? `, ${lead.phone}` : ''} — ${since}`, `  ${leadLink(siteUrl, lead.leadId)}`]
}

// The status filter that lists exactly the waiting statuses (Nouveau), for the link to them.
const waitingFilter = statusFilters.find((filter) => filter.statuses.join() === waitingStatuses.join())?.value ?? ''

/** The dashboard's list of one's own leads, oldest first, under a filter: the links under each group. */
const ownListLink = (siteUrl: string, filters: Partial<typeof noFilters>) =>
  `${siteUrl.replace(/\/+$/, '')}/admin/dashboard${searchOfListState({ filters: { ...noFilters, owner: 'mine', ...filters }, page: 1, lead: null, sort: 'oldest' })}`

/** The digest's e-mail, in French: subject, then the overdue and today's actions, the new and the unplanned leads, each with its link. */
export function digestEmail(
  digest: Digest,
  owner: { name?: string | null; email: string },
  siteUrl: string,
  now: Date,
): { to: string; subject: string; text: string } {
  const parts = [
    digest.overdue.length ? count(digest.overdue.length, 'action en retard', 'actions en retard') : '',
    digest.today.length ? count(digest.today.length, 'action aujourd’hui', 'actions aujourd’hui') : '',
    digest.waiting.total ? count(digest.waiting.total, 'nouveau lead en attente', 'nouveaux leads en attente') : '',
    digest.unplanned.total ? count(digest.unplanned.total, 'lead sans prochaine action', 'leads sans prochaine action') : '',
  ].filter(Boolean)
  const section = (title: string, items: DigestItem[]) =>
    items.length ? [`${title} (${items.length})${NBSP}:`, ...items.flatMap((item) => itemLines(item, now, siteUrl)), ''] : []
  const leadSection = (title: string, group: DigestLeads, link: string) => {
    if (!group.total) return []
    const rest = group.total - group.leads.length
    return [
      `${title} (${group.total})${NBSP}:`,
      ...group.leads.flatMap((lead) => leadLines(lead, now, siteUrl)),
      ...(rest > 0 ? [`- et ${count(rest, 'autre', 'autres')}`] : []),
      `Tous, du plus ancien au plus récent${NBSP}: ${link}`,
      '',
    ]
  }
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
      ...leadSection('Nouveaux leads sans réponse', digest.waiting, ownListLink(siteUrl, { status: waitingFilter })),
      ...leadSection('Leads sans prochaine action', digest.unplanned, ownListLink(siteUrl, { due: 'missing' })),
      `Vos leads en retard${NBSP}: ${base}/admin/dashboard?responsable=moi&echeance=en-retard`,
      `Vos leads du jour${NBSP}: ${base}/admin/dashboard?responsable=moi&echeance=aujourdhui`,
    ].join('\n'),
  }
}
