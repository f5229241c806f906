'use client'
import { useEffect, useState, type MouseEvent } from 'react'
import type { Lead } from '@/payload-types'
import { formOriginLabels } from '@/forms/registry'
import type { FormOrigin } from '@/rules/formOrigins'
import { leadStatusColours, leadStatusLabels, type LeadStatus } from '@/leads/rules/leadStatus'
import { earlierMatches, type EarlierLead } from './api'
import type { LeadOwner } from '@/leads/collections/Leads/endpoints/leadOwners'
import { relatedId } from '@/leads/rules/leadChanges'

type Props = {
  lead: Pick<Lead, 'id' | 'email' | 'phoneKey'>
  leadHref: (id: number) => string
  onOpen: (id: number) => (event: MouseEvent) => void
  /** The staff, to name who has each earlier lead. */
  owners: LeadOwner[]
  /** For the manager: merges this lead into the earlier one. */
  onMerge?: (earlier: number) => void
}

type Matches = { leadId: number; total: number; latest: EarlierLead[] }

/** Who has an earlier lead: "suivi par Alice", or that nobody does. */
function ownerLabel(id: number | null, owners: LeadOwner[]): string {
  if (id === null) return 'non attribué'
  return `suivi par ${owners.find((owner) => owner.id === id)?.name ?? 'un autre utilisateur'}`
}

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' })

/**
 * "Déjà connu": the person has sent other leads, before or since (same e-mail, or same phone once normalised).
 * Says how many, and for the latest five their date, form, status and owner, each a link that opens it; an
 * earlier one can take this lead in (merge).
 */
export function KnownLeads({ lead, leadHref, onOpen, owners, onMerge }: Props) {
  const { id, email, phoneKey } = lead
  const [matches, setMatches] = useState<Matches | null>(null)
  useEffect(() => {
    let current = true
    earlierMatches({ id, email, phoneKey })
      .then((result) => current && setMatches({ leadId: id, total: result.totalDocs, latest: result.docs }))
      .catch(() => current && setMatches({ leadId: id, total: 0, latest: [] }))
    return () => {
      current = false
    }
  }, [id, email, phoneKey])

  // The answer for another lead is never shown while this one's is on its way.
  if (!matches || matches.leadId !== id || matches.total === 0) return null
  const { total, latest } = matches
  return (
    <section className="ld-known" aria-labelledby="ld-known-title">
      <h3 id="ld-known-title">
        <span className="ld-badge ld-badge--known">Déjà connu</span>
      </h3>
      <p>
        {total === 1 ? '1 autre lead' : `${total} autres leads`} avec le même e-mail ou le même téléphone
        {total > latest.length ? ` (les ${latest.length} plus récents)` : ''}
        {'\u00a0'}:
      </p>
      <ul>
        {latest.map((earlier) => (
          <li key={earlier.id}>
            <a href={leadHref(earlier.id)} onClick={onOpen(earlier.id)}>
              Lead du {day.format(new Date(earlier.createdAt))}
            </a>{' '}
            · {formOriginLabels[earlier.formOrigin as FormOrigin] ?? earlier.formOrigin} ·{' '}
            <span className={`ld-status ld-status--${leadStatusColours[earlier.status as LeadStatus]}`}>
              {leadStatusLabels[earlier.status as LeadStatus]}
            </span>{' '}
            · {ownerLabel(relatedId(earlier.owner), owners)}
            {onMerge && earlier.id < id && (
              <>
                {' '}
                <button type="button" className="ld-button ld-button--ghost" onClick={() => onMerge(earlier.id)}>
                  Fusionner dans ce lead
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
