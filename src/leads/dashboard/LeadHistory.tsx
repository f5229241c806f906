'use client'
import type { LeadActivity, LeadChange, LeadNote } from '@/payload-types'
import { activityOutcomeLabels, activityTypeLabels, isActivityOutcome, type ActivityType } from '@/leads/rules/activityTypes'
import { contactTime } from '@/leads/rules/contactTime'
import { trackedLeadFieldLabels, type TrackedLeadField } from '@/leads/rules/leadChanges'
import { leadTimeline } from '@/leads/rules/leadTimeline'

type Props = { activities: LeadActivity[]; notes: LeadNote[]; changes: LeadChange[] }

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })
const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' })

/** A lead's activities, notes and changes (who, when, before → after) in one list, newest first. */
export function LeadHistory({ activities, notes, changes }: Props) {
  const entries = leadTimeline(activities, notes, changes)
  const now = new Date()
  return (
    <ul className="ld-timeline" aria-label="Historique du lead">
      {entries.map((entry) => {
        const when = dateTime.format(new Date(entry.at))
        if (entry.kind === 'activity') {
          const activity = entry.item
          const planned = contactTime(new Date(activity.date), now) === null
          return (
            <li key={`a${activity.id}`} className="ld-history ld-history--activity">
              <strong>
                {planned ? 'Prévu le ' : ''}
                {day.format(new Date(activity.date))}
              </strong>{' '}
              — {(activity.types ?? []).map((type) => activityTypeLabels[type as ActivityType]).join(', ')}
              {isActivityOutcome(activity.outcome) && <> · {activityOutcomeLabels[activity.outcome]}</>}
              {activity.comment && <p className="ld-message">{activity.comment}</p>}
              <span className="ld-muted">
                {' '}
                · {activity.authorName || 'Auteur inconnu'}, le {when}
              </span>
            </li>
          )
        }
        if (entry.kind === 'note') {
          const note = entry.item
          return (
            <li key={`n${note.id}`} className="ld-history ld-history--note">
              <p className="ld-message">{note.content}</p>
              <span className="ld-muted">
                Note · {note.authorName || 'Auteur inconnu'}, le {when}
              </span>
            </li>
          )
        }
        const change = entry.item
        return (
          <li key={`c${change.id}`} className="ld-history ld-history--change">
            <span>
              {trackedLeadFieldLabels[change.field as TrackedLeadField] ?? change.field}
              {'\u00a0'}: {change.before || '(vide)'} → {change.after || '(vide)'}
            </span>
            <span className="ld-muted">
              {' '}
              · {change.authorName || (change.field === 'owner' ? 'Attribution automatique' : 'Système')}
              {change.reason ? ` (${change.reason})` : ''}, le {when}
            </span>
          </li>
        )
      })}
      {!entries.length && <li className="ld-muted">Aucune activité, aucune note, aucune modification.</li>}
    </ul>
  )
}
