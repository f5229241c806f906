'use client'
import type { DragEvent, KeyboardEvent } from 'react'
import { formOriginLabels } from '@/forms/registry'
import type { FormOrigin } from '@/rules/formOrigins'
import { relatedId } from '@/leads/rules/leadChanges'
import { isWaitingStatus, type LeadStatus } from '@/leads/rules/leadStatus'
import { waitingSince } from '@/leads/rules/waitingSince'
import type { LeadRow } from '../api'
import { NextActionCell } from '../NextActionCell'
import { StatusSelect } from '../StatusSelect'

type Props = {
  lead: LeadRow
  status: LeadStatus
  ownerName: (id: number | null) => string
  highlighted: boolean
  open: boolean
  helpId: string
  onMove: (to: LeadStatus) => void
  onKey: (event: KeyboardEvent<HTMLElement>) => void
  onOpen: () => void
  onDragStart: (event: DragEvent<HTMLElement>) => void
}

/**
 * One lead on the board: name, origin, owner, next action, and how long a Nouveau lead has been waiting. The card itself takes the focus (arrow keys
 * move it to the next column, Entrée opens it), can be dragged, and has a "Déplacer vers…" selector.
 */
export function BoardCard({ lead, status, ownerName, highlighted, open, helpId, onMove, onKey, onOpen, onDragStart }: Props) {
  const classes = ['ld-card', highlighted ? 'ld-card--new' : '', open ? 'ld-card--open' : ''].filter(Boolean).join(' ')
  return (
    <li>
      <article
        className={classes}
        data-card-id={lead.id}
        tabIndex={0}
        draggable
        aria-label={lead.name}
        aria-describedby={helpId}
        aria-current={open ? 'true' : undefined}
        onKeyDown={onKey}
        onDragStart={onDragStart}
      >
        <h3 className="ld-card__name">{lead.name}</h3>
        <dl className="ld-card__facts">
          <div>
            <dt>Origine</dt>
            <dd>{formOriginLabels[lead.formOrigin as FormOrigin] ?? lead.formOrigin}</dd>
          </div>
          <div>
            <dt>Responsable</dt>
            <dd>{ownerName(relatedId(lead.owner))}</dd>
          </div>
          {isWaitingStatus(status) && (
            <div>
              <dt>En attente</dt>
              <dd>{waitingSince(lead.createdAt, new Date())}</dd>
            </div>
          )}
          <div>
            <dt>Prochaine action</dt>
            <dd>
              <NextActionCell status={status} action={lead.nextAction} />
            </dd>
          </div>
        </dl>
        <div className="ld-card__actions">
          <StatusSelect label={`Déplacer ${lead.name} vers…`} value={status} onChange={onMove} />
          <button type="button" className="ld-button ld-button--ghost" onClick={onOpen} aria-label={`Voir ${lead.name}`}>
            Voir
          </button>
        </div>
      </article>
    </li>
  )
}
