'use client'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useHydrated } from '@/components/ui/useHydrated'
import type { Lead, LostReason } from '@/payload-types'
import { isLostStatus, lostStatus, type LeadStatus } from '@/leads/rules/leadStatus'
import {
  fetchLead,
  fetchLeads,
  fetchLostReasons,
  fetchOwners,
  saveDashboardView,
  fetchSummary,
  logout,
  updateNextAction,
  updateOwner,
  updateStatus,
  type LeadFilters,
  type LeadPage,
  type LeadRow,
  type Summary,
} from './api'
import type { LeadOwner } from '@/leads/collections/Leads/endpoints/leadOwners'
import { convertedStatus, hasNextAction, type NextAction } from '@/leads/rules/nextAction'
import { Counters } from './Counters'
import { Filters } from './Filters'
import { LeadPanel } from './LeadPanel'
import { LeadTable } from './LeadTable'
import { LeadBoard } from './board/LeadBoard'
import { ViewSwitch } from './ViewSwitch'
import { SortSelect } from './SortSelect'
import { ListTools } from './ListTools'
import { listsArrival } from './listsArrival'
import { useLeadStream } from './useLeadStream'
import { useActionReminders } from './useActionReminders'
import { ReminderSwitch } from './ReminderSwitch'
import { listStateFromSearch, searchOfListState, viewOf } from './listState'
import { useListState } from './useListState'
import './dashboard.css'

const BADGE_MS = 3000
const DASHBOARD_PATH = '/admin/dashboard'

type Props = {
  userId: number
  userEmail: string
  canErase: boolean
  serverSearch: string
  /** The newest lead when the page was drawn: the live stream starts after it. */
  leadsKnownUpTo: number
}

/** The sales team's lead dashboard: counters, filtered table, detail panel, live arrivals. */
export function LeadDashboard({ userId, userEmail, canErase, serverSearch, leadsKnownUpTo }: Props) {
  const [state, navigate] = useListState(serverSearch)
  const hydrated = useHydrated()
  const { filters, page } = state
  const board = state.view === 'board'
  const [leads, setLeads] = useState<LeadPage | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [summary, setSummary] = useState<Summary | null>(null)
  // The last lead read from the server; shown while it is the one the address asks for.
  const [opened, setOpened] = useState<Lead | null>(null)
  const [arrived, setArrived] = useState<Set<number>>(new Set())
  const [badge, setBadge] = useState(false)
  const [error, setError] = useState('')
  const [owners, setOwners] = useState<LeadOwner[]>([])
  const [lostReasons, setLostReasons] = useState<Pick<LostReason, 'id' | 'label'>[]>([])
  // The lead being marked Perdu: its panel asks for the reason before the status changes.
  const [askingLost, setAskingLost] = useState<number | null>(null)
  const [askingConverted, setAskingConverted] = useState<number | null>(null)
  const viewer = useMemo(() => ({ id: userId }), [userId])
  const ownerNames = useMemo(() => new Map(owners.map((owner) => [owner.id, owner.name])), [owners])
  const badgeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // The lead whose panel was just closed: the focus goes back to its row (or card), where the keyboard was.
  const closedLead = useRef<number | null>(null)
  // Where the panel puts the focus when it opens: its heading, or « Résultat de l’appel » (the row's button).
  const [panelFocus, setPanelFocus] = useState<'heading' | 'call'>('heading')
  // The board reads its columns again after a change made in the panel; it takes live arrivals one by one.
  const [boardVersion, setBoardVersion] = useState(0)
  const [arrival, setArrival] = useState<{ lead: LeadRow; seq: number } | null>(null)
  const ownerName = useCallback((id: number | null) => (id ? (ownerNames.get(id) ?? 'Autre utilisateur') : 'Non attribué'), [ownerNames])
  const selected = opened && opened.id === state.lead ? opened : null

  // The counters follow the filters in force ("Mes leads": my totals), read again when they change.
  const filterSearch = searchOfListState({ filters, page: 1, lead: null })
  const refreshSummary = useCallback(
    () =>
      fetchSummary(listStateFromSearch(filterSearch).filters, viewer)
        .then(setSummary)
        .catch(() => undefined),
    [filterSearch, viewer],
  )

  // The list is read again when its filters, order or page change, not when only the open lead does.
  const listQuery = searchOfListState({ filters, page, lead: null, sort: state.sort })
  useEffect(() => {
    // The board reads its own columns.
    if (board) return
    let current = true
    const list = listStateFromSearch(listQuery)
    fetchLeads(list.filters, viewer, list.page, undefined, list.sort)
      .then((result) => {
        if (!current) return
        setLeads(result)
        setLoadFailed(false)
      })
      .catch(() => current && setLoadFailed(true))
    return () => {
      current = false
    }
  }, [listQuery, viewer, board])

  useEffect(() => {
    void refreshSummary()
  }, [refreshSummary])

  // The view is remembered for the person's next visit, from any browser, once they have stayed on it a moment.
  const view = viewOf(state)
  const shownView = useRef(view)
  useEffect(() => {
    if (view === shownView.current) return
    const timer = setTimeout(() => {
      shownView.current = view
      saveDashboardView(userId, view).catch(() => undefined)
    }, 800)
    return () => clearTimeout(timer)
  }, [view, userId])

  useEffect(() => {
    fetchOwners().then(setOwners, () => setError('Erreur lors du chargement des commerciaux'))
    fetchLostReasons().then(setLostReasons, () => setError('Erreur lors du chargement des motifs de perte'))
  }, [])

  const show = useCallback(
    (lead: Lead) => {
      setError('')
      setOpened(lead)
      // Its owner opening it moved it from "Nouveau" to "À contacter" and answered it on the server: show it everywhere.
      setLeads(
        (current) =>
          current && {
            ...current,
            docs: current.docs.map((row) =>
              row.id === lead.id
                ? { ...row, status: lead.status, firstResponseAt: lead.firstResponseAt, owner: lead.owner, nextAction: lead.nextAction }
                : row,
            ),
          },
      )
      // …and on the board, whose columns are read again (the card leaves Nouveau).
      setBoardVersion((version) => version + 1)
      void refreshSummary()
    },
    [refreshSummary],
  )

  // Reading the lead the address names opens it (reload, Back, a shared link, or a click on "Voir").
  useEffect(() => {
    if (!state.lead) return
    let current = true
    fetchLead(state.lead).then(
      (lead) => current && show(lead),
      () => current && setError('Erreur lors du chargement du lead'),
    )
    return () => {
      current = false
    }
  }, [state.lead, show])

  useEffect(() => {
    const id = closedLead.current
    if (state.lead !== null || id === null) return
    closedLead.current = null
    const row = document.querySelector<HTMLElement>(`[data-lead-id="${id}"] .ld-cell--action button, [data-card-id="${id}"]`)
    row?.focus()
  }, [state.lead])

  const closeLead = () => {
    closedLead.current = state.lead
    setAskingLost(null)
    setAskingConverted(null)
    navigate({ ...state, lead: null })
  }

  const reload = (id: number) => fetchLead(id).then(show, () => setError('Erreur lors du chargement du lead'))

  const { interrupted } = useLeadStream(leadsKnownUpTo, (lead) => {
    setArrived((current) => new Set(current).add(lead.id))
    setArrival((current) => ({ lead, seq: (current?.seq ?? 0) + 1 }))
    // On top of the first page, newest first; at the end of the last page, oldest first (a salesperson's
    // first view); unless the current search or filters would not list it (the counters and the badge say it
    // arrived). Sorted by due date, it has none: it is not listed until read again.
    if (state.sort !== 'due' && listsArrival(filters, lead, viewer)) {
      setLeads((current) => {
        if (!current || current.docs.some((row) => row.id === lead.id)) return current
        if (!state.sort) return page === 1 ? { ...current, docs: [lead, ...current.docs], totalDocs: current.totalDocs + 1 } : current
        const onLastPage = current.page >= current.totalPages && current.docs.length < current.limit
        return onLastPage ? { ...current, docs: [...current.docs, lead], totalDocs: current.totalDocs + 1 } : current
      })
    }
    setBadge(true)
    clearTimeout(badgeTimer.current)
    badgeTimer.current = setTimeout(() => setBadge(false), BADGE_MS)
    void refreshSummary()
  })

  /** Perdu needs a reason: the lead opens in the panel, which asks for it; nothing changes until it is given. */
  function askLostReason(id: number) {
    setAskingLost(id)
    if (id !== state.lead) navigate({ ...state, lead: id })
  }

  /**
   * Converti for a lead that has a next action: the lead opens in the panel, which asks whether the action stays;
   * nothing changes until it is answered.
   */
  function askAboutNextAction(id: number): boolean {
    const lead = opened?.id === id ? opened : leads?.docs.find((row) => row.id === id)
    if (!hasNextAction(lead?.nextAction)) return false
    setAskingConverted(id)
    if (id !== state.lead) navigate({ ...state, lead: id })
    return true
  }

  async function changeStatus(id: number, status: LeadStatus) {
    setError('')
    if (isLostStatus(status)) return askLostReason(id)
    if (status === convertedStatus && askAboutNextAction(id)) return
    const previous = leads
    const previousOpened = opened
    setLeads((current) => current && { ...current, docs: current.docs.map((row) => (row.id === id ? { ...row, status } : row)) })
    setOpened((current) => (current && current.id === id ? { ...current, status } : current))
    try {
      await updateStatus(id, status)
      void refreshSummary()
      // A change made in the panel shows on the board too, and in the panel's history at once.
      setBoardVersion((version) => version + 1)
      if (opened?.id === id) await reload(id)
    } catch {
      setLeads(previous)
      setOpened((current) => (current && current.id === id ? previousOpened : current))
      setError('Erreur lors de la mise à jour du statut')
    }
  }

  /** A status stored after the panel's question (Perdu's reason, Converti's next action): the list, counters, board and panel follow. */
  async function showStoredStatus(id: number, status: LeadStatus) {
    setLeads((current) => current && { ...current, docs: current.docs.map((row) => (row.id === id ? { ...row, status } : row)) })
    void refreshSummary()
    setBoardVersion((version) => version + 1)
    await reload(id)
  }

  /** Marks a lead Perdu for the reason chosen in its panel; the form says a failure itself. */
  async function markLost(id: number, reason: number) {
    await updateStatus(id, lostStatus, { lostReason: reason })
    setAskingLost(null)
    await showStoredStatus(id, lostStatus)
  }

  /** Marks the open lead Converti, keeping its next action or not as the salesperson answered. */
  async function markConverted(id: number, keepNextAction: boolean) {
    await updateStatus(id, convertedStatus, { keepNextAction })
    setAskingConverted(null)
    await showStoredStatus(id, convertedStatus)
  }

  /** Reassigns the open lead; a failure is said and the panel keeps the stored owner. */
  async function changeOwner(id: number, owner: number | null) {
    setError('')
    try {
      await updateOwner(id, owner)
      await reload(id)
    } catch {
      setError('Erreur lors du changement de responsable')
    }
  }

  /** Saves the open lead's next action; the form says a failure itself. */
  async function changeNextAction(id: number, action: NextAction) {
    await updateNextAction(id, action)
    // The board's cards and the browser's reminders follow the new due time.
    setBoardVersion((version) => version + 1)
    await reload(id)
  }

  /** A card moved on the board: the same request as a status change in the panel; the panel follows. */
  async function moveCard(id: number, status: LeadStatus): Promise<Lead> {
    setError('')
    const { doc } = await updateStatus(id, status)
    void refreshSummary()
    // The open panel shows the move in its status and its history.
    if (opened?.id === id) await reload(id)
    return doc
  }

  async function signOut() {
    try {
      await logout()
      // A whole new page: nothing of the signed-in session stays in memory.
      window.location.assign(new URL('/admin/login', window.location.origin))
    } catch {
      setError('Une erreur est survenue lors de la déconnexion.')
    }
  }

  // A new search continues in place while typing (one Back stop per search, not per letter); any
  // other change of filters is a step of its own, back on page 1.
  const changeFilters = (next: LeadFilters) => {
    const typing =
      Boolean(filters.search && next.search) &&
      Object.entries(next).every(([key, value]) => key === 'search' || filters[key as keyof LeadFilters] === value)
    navigate({ ...state, filters: next, page: 1 }, { replace: typing })
  }
  const openLead = (id: number) => {
    setPanelFocus('heading')
    return id === state.lead ? void reload(id) : navigate({ ...state, lead: id })
  }
  const openCallOutcome = (id: number) => {
    setPanelFocus('call')
    if (id !== state.lead) navigate({ ...state, lead: id })
  }
  const reminders = useActionReminders(viewer, boardVersion, openLead)
  const searching = Boolean(filters.search.trim())
  const filtering = searching || Object.entries(filters).some(([key, value]) => key !== 'search' && value)

  return (
    <div className="ld" data-ready={hydrated || undefined}>
      <header className="ld-header">
        <h1>Leads</h1>
        {badge && (
          <span className="ld-badge ld-badge--new" role="status">
            Nouveau lead{'\u202f'}!
          </span>
        )}
        <ReminderSwitch permission={reminders.permission} onAllow={reminders.allow} />
        <span className="ld-user">{userEmail}</span>
        <button type="button" className="ld-button ld-button--ghost" onClick={signOut}>
          Se déconnecter
        </button>
      </header>
      {error && (
        <p role="alert" className="ld-error">
          {error}
        </p>
      )}
      {interrupted && (
        <p role="status" className="ld-error">
          Arrivée des leads en direct interrompue{'\u00a0'}: nouvelle tentative de connexion en cours…
        </p>
      )}
      <ListTools activeFilters={Object.values(filters).filter(Boolean).length}>
        <Counters summary={summary} filtered={filtering} />
        <Filters filters={filters} viewer={viewer} owners={owners} onChange={changeFilters} />
        <ViewSwitch
          view={board ? 'board' : 'list'}
          onChange={(view) => navigate({ ...state, view: view === 'board' ? 'board' : undefined })}
        />
        {/* One order for the list and the board's columns. */}
        <SortSelect
          sort={state.sort ?? 'newest'}
          onChange={(sort) => navigate({ ...state, sort: sort === 'newest' ? undefined : sort, page: 1 })}
        />
      </ListTools>
      <div className="ld-body">
        {board ? (
          <section className="ld-list" aria-label="Tableau des leads par statut">
            <LeadBoard
              filters={filters}
              sort={state.sort}
              viewer={viewer}
              ownerName={ownerName}
              highlighted={arrived}
              openLead={state.lead}
              version={boardVersion}
              arrival={arrival}
              onOpen={openLead}
              onMove={moveCard}
              onLost={askLostReason}
            />
          </section>
        ) : (
          <section className="ld-list" aria-label="Liste des leads">
            {loadFailed ? (
              <div role="alert" className="ld-state">
                <strong>Erreur de chargement</strong>
                <p>Erreur lors du chargement des leads</p>
                <button type="button" className="ld-button" onClick={() => window.location.reload()}>
                  Réessayer
                </button>
              </div>
            ) : !leads ? (
              <div className="ld-state" aria-busy="true">
                <span className="ld-spinner" aria-hidden="true" /> Chargement des leads…
              </div>
            ) : leads.docs.length === 0 ? (
              <div className="ld-state" role="status">
                {searching
                  ? 'Aucun lead ne correspond à la recherche.'
                  : filtering
                    ? 'Aucun lead ne correspond à ces filtres.'
                    : 'Aucun lead pour le moment.'}
              </div>
            ) : (
              <>
                <LeadTable
                  rows={leads.docs}
                  highlighted={arrived}
                  openLead={state.lead}
                  onStatus={changeStatus}
                  onOpen={openLead}
                  onCallOutcome={openCallOutcome}
                  ownerNames={ownerNames}
                />
                <nav className="ld-pages" aria-label="Pagination">
                  <button
                    type="button"
                    className="ld-button ld-button--ghost"
                    disabled={page <= 1}
                    onClick={() => navigate({ ...state, page: page - 1 })}
                  >
                    Précédent
                  </button>
                  <span>
                    Page {leads.page} sur {Math.max(1, leads.totalPages)} · {leads.totalDocs} leads
                  </span>
                  <button
                    type="button"
                    className="ld-button ld-button--ghost"
                    disabled={page >= leads.totalPages}
                    onClick={() => navigate({ ...state, page: page + 1 })}
                  >
                    Suivant
                  </button>
                </nav>
              </>
            )}
          </section>
        )}
        {selected && (
          <LeadPanel
            lead={selected}
            onStatus={(status) => void changeStatus(selected.id, status)}
            owners={owners}
            onOwner={(owner) => changeOwner(selected.id, owner)}
            onNextAction={(action) => changeNextAction(selected.id, action)}
            onClose={closeLead}
            onChanged={() => void reload(selected.id)}
            onOpenLead={openLead}
            leadHref={(id) => `${DASHBOARD_PATH}${searchOfListState({ ...state, lead: id })}`}
            canErase={canErase}
            lostReasons={lostReasons}
            askingLost={askingLost === selected.id}
            focus={panelFocus}
            onLost={(reason) => markLost(selected.id, reason)}
            onCancelLost={() => setAskingLost(null)}
            askingConverted={askingConverted === selected.id}
            onConverted={(keep) => markConverted(selected.id, keep)}
            onCancelConverted={() => setAskingConverted(null)}
          />
        )}
      </div>
    </div>
  )
}
