'use client'
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react'
import { isLostStatus, leadStatusColours, leadStatusLabels, type LeadStatus } from '@/leads/rules/leadStatus'
import type { Lead } from '@/payload-types'
import type { LeadFilters, LeadRow, Viewer } from '../api'
import { listsArrival } from '../listsArrival'
import { BoardCard } from './BoardCard'
import type { ListSort } from '../listSort'
import { boardColumns, neighbourColumn } from './boardColumns'
import { moveAnnouncement } from './moveAnnouncement'
import { useBoardColumns, type BoardData } from './useBoardColumns'

type Props = {
  filters: LeadFilters
  /** The list's order, followed by every column (Nouveau oldest first answers the longest wait first). */
  sort?: ListSort
  viewer: Viewer
  ownerName: (id: number | null) => string
  highlighted: Set<number>
  openLead: number | null
  /** Read the columns again when this changes (a change made in the panel). */
  version: number
  /** The latest live arrival, numbered so that each is taken once. */
  arrival: { lead: LeadRow; seq: number } | null
  onOpen: (id: number) => void
  /** The same status change as the list's and the panel's (PATCH /api/leads/:id): history and closed next actions follow. */
  onMove: (id: number, status: LeadStatus) => Promise<Lead>
  /** A card sent to Perdu: its reason is asked for in the panel first; the card stays where it is until then. */
  onLost: (id: number) => void
}

const HELP_ID = 'ld-board-help'

/** Moves a card between two columns of the read data (top of the target column), counts included. */
function moved(data: BoardData, card: LeadRow, from: LeadStatus, to: LeadStatus): BoardData {
  const source = data[from]
  const target = data[to]
  return {
    ...data,
    ...(source && { [from]: { ...source, docs: source.docs.filter((row) => row.id !== card.id), totalDocs: source.totalDocs - 1 } }),
    ...(target && { [to]: { ...target, docs: [{ ...card, status: to }, ...target.docs], totalDocs: target.totalDocs + 1 } }),
  }
}

/**
 * The pipeline board: the same leads as the list, one column per status, the filters applied to each
 * column. A card moves by drag and drop, by the arrow keys when focused, or by its "Déplacer vers…"
 * selector; each move is said in a live region, and a failed move puts the card back.
 */
export function LeadBoard({ filters, sort, viewer, ownerName, highlighted, openLead, version, arrival, onOpen, onMove, onLost }: Props) {
  const columns = boardColumns(filters.status)
  const { data, setData, failed, more } = useBoardColumns(filters, viewer, columns, version, sort)
  const [announcement, setAnnouncement] = useState('')
  // The card to focus once the board has drawn it in its new column (then forgotten: a later read leaves the focus alone).
  const pendingFocus = useRef<number | null>(null)
  const [dropTarget, setDropTarget] = useState<LeadStatus | null>(null)
  const dragged = useRef<{ card: LeadRow; from: LeadStatus } | null>(null)
  const seenArrival = useRef(0)

  // A live arrival goes on top of its column when the filters would list it; otherwise at its end once
  // every card is shown, else only into the count (« Afficher plus » brings it).
  useEffect(() => {
    if (!arrival || arrival.seq === seenArrival.current) return
    seenArrival.current = arrival.seq
    const { lead } = arrival
    const status = lead.status as LeadStatus
    if (!listsArrival(filters, lead, viewer)) return
    setData((current) => {
      const column = current?.[status]
      if (!current || !column || column.docs.some((row) => row.id === lead.id)) return current
      // Newest first: on top. Oldest first, or by due date (a new lead has none): last.
      const last = sort === 'oldest' || sort === 'due'
      const docs = !last ? [lead, ...column.docs] : column.hasMore ? column.docs : [...column.docs, lead]
      return { ...current, [status]: { ...column, docs, totalDocs: column.totalDocs + 1 } }
    })
  }, [arrival, filters, sort, viewer, setData])

  // The moved card keeps the focus in its new column, so arrow keys can carry it on.
  useEffect(() => {
    if (pendingFocus.current === null) return
    document.querySelector<HTMLElement>(`[data-card-id="${pendingFocus.current}"]`)?.focus()
    pendingFocus.current = null
  }, [data])

  async function move(card: LeadRow, from: LeadStatus, to: LeadStatus) {
    if (from === to || !data) return
    if (isLostStatus(to)) return onLost(card.id)
    const before = data
    setData(moved(data, card, from, to))
    pendingFocus.current = card.id
    setAnnouncement(moveAnnouncement(card.name, to, 'moving'))
    try {
      const saved = await onMove(card.id, to)
      // The server's copy: moving to Converti or Invalide has closed the next action.
      setData((current) => {
        const column = current?.[to]
        if (!current || !column) return current
        const docs = column.docs.map((row) =>
          row.id === card.id ? { ...row, status: saved.status, nextAction: saved.nextAction, firstResponseAt: saved.firstResponseAt } : row,
        )
        return { ...current, [to]: { ...column, docs } }
      })
      setAnnouncement(moveAnnouncement(card.name, to, 'moved'))
    } catch {
      setData(before)
      setAnnouncement(moveAnnouncement(card.name, to, 'failed'))
    }
  }

  const onKey = (card: LeadRow, from: LeadStatus) => (event: KeyboardEvent<HTMLElement>) => {
    // Keys typed in the card's own selector or button are theirs.
    if (event.target !== event.currentTarget) return
    if (event.key === 'Enter') {
      event.preventDefault()
      onOpen(card.id)
      return
    }
    const to = neighbourColumn(columns, from, event.key)
    if (!to) return
    event.preventDefault()
    void move(card, from, to)
  }

  const onDragStart = (card: LeadRow, from: LeadStatus) => (event: DragEvent<HTMLElement>) => {
    dragged.current = { card, from }
    event.dataTransfer.effectAllowed = 'move'
    event.dataTransfer.setData('text/plain', String(card.id))
  }
  const onDrop = (to: LeadStatus) => (event: DragEvent<HTMLElement>) => {
    event.preventDefault()
    setDropTarget(null)
    const drag = dragged.current
    dragged.current = null
    if (drag) void move(drag.card, drag.from, to)
  }

  if (failed) {
    return (
      <div role="alert" className="ld-state">
        <strong>Erreur de chargement</strong>
        <p>Erreur lors du chargement des leads</p>
        <button type="button" className="ld-button" onClick={() => window.location.reload()}>
          Réessayer
        </button>
      </div>
    )
  }
  if (!data) {
    return (
      <div className="ld-state" aria-busy="true">
        <span className="ld-spinner" aria-hidden="true" /> Chargement du tableau…
      </div>
    )
  }
  return (
    <>
      <p id={HELP_ID} className="ld-muted ld-board__help">
        Glisser-déposer une carte pour changer son statut, ou, la carte sélectionnée au clavier, flèches gauche et droite{'\u00a0'}: colonne
        voisine, Entrée{'\u00a0'}: ouvrir le lead.
      </p>
      <p className="ld-visually-hidden" role="status" aria-live="polite" data-testid="board-announcement">
        {announcement}
      </p>
      <div className="ld-board">
        {columns.map((status) => {
          const column = data[status]
          const headingId = `ld-column-${status}`
          return (
            <section
              key={status}
              aria-labelledby={headingId}
              className={`ld-column ld-column--${leadStatusColours[status]}${dropTarget === status ? ' ld-column--drop' : ''}`}
              data-status={status}
              onDragOver={(event) => {
                if (!dragged.current) return
                event.preventDefault()
                event.dataTransfer.dropEffect = 'move'
                setDropTarget(status)
              }}
              onDragLeave={() => setDropTarget((current) => (current === status ? null : current))}
              onDrop={onDrop(status)}
            >
              <h2 id={headingId} className="ld-column__title">
                {leadStatusLabels[status]} <span className="ld-column__count">({column?.totalDocs ?? 0})</span>
              </h2>
              {column && column.docs.length > 0 ? (
                <ul className="ld-column__cards">
                  {column.docs.map((card) => (
                    <BoardCard
                      key={card.id}
                      lead={card}
                      status={status}
                      ownerName={ownerName}
                      highlighted={card.status === 'new' || highlighted.has(card.id)}
                      open={card.id === openLead}
                      helpId={HELP_ID}
                      onMove={(to) => void move(card, status, to)}
                      onKey={onKey(card, status)}
                      onOpen={() => onOpen(card.id)}
                      onDragStart={onDragStart(card, status)}
                    />
                  ))}
                </ul>
              ) : (
                <p className="ld-muted ld-column__empty">Aucun lead</p>
              )}
              {column?.hasMore && (
                <button
                  type="button"
                  className="ld-button ld-button--ghost"
                  onClick={() => void more(status).catch(() => setAnnouncement('Erreur lors du chargement des leads'))}
                >
                  Afficher plus ({column.totalDocs - column.docs.length} de plus)
                </button>
              )}
            </section>
          )
        })}
      </div>
    </>
  )
}
