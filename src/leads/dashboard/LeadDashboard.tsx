'use client'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Lead } from '@/payload-types'
import type { LeadStatus } from '@/leads/rules/leadStatus'
import { fetchLead, fetchLeads, fetchSummary, logout, updateStatus, type LeadFilters, type LeadPage, type Summary } from './api'
import { Counters } from './Counters'
import { Filters } from './Filters'
import { LeadPanel } from './LeadPanel'
import { LeadTable } from './LeadTable'
import { listsArrival } from './listsArrival'
import { useLeadStream } from './useLeadStream'
import './dashboard.css'

const BADGE_MS = 3000
const noFilters: LeadFilters = { search: '', status: '', origin: '', from: '', to: '' }

/** The sales team's lead dashboard: counters, filtered table, detail panel, live arrivals. */
export function LeadDashboard({ userEmail, canErase }: { userEmail: string; canErase: boolean }) {
  const [filters, setFilters] = useState(noFilters)
  const [page, setPage] = useState(1)
  const [leads, setLeads] = useState<LeadPage | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [summary, setSummary] = useState<Summary | null>(null)
  const [selected, setSelected] = useState<Lead | null>(null)
  const [arrived, setArrived] = useState<Set<number>>(new Set())
  const [badge, setBadge] = useState(false)
  const [error, setError] = useState('')
  const badgeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const refreshSummary = useCallback(() => fetchSummary().then(setSummary).catch(() => undefined), [])

  useEffect(() => {
    let current = true
    fetchLeads(filters, page)
      .then((result) => {
        if (!current) return
        setLeads(result)
        setLoadFailed(false)
      })
      .catch(() => current && setLoadFailed(true))
    return () => {
      current = false
    }
  }, [filters, page])

  useEffect(() => {
    void refreshSummary()
  }, [refreshSummary])

  const show = useCallback((lead: Lead) => {
    setError('')
    setSelected(lead)
    // Opening moved it from "Nouveau" to "À contacter" on the server: show it everywhere.
    setLeads((current) => current && { ...current, docs: current.docs.map((row) => (row.id === lead.id ? { ...row, status: lead.status, firstOpenedAt: lead.firstOpenedAt } : row)) })
    void refreshSummary()
  }, [refreshSummary])
  const showOpenError = useCallback(() => setError('Erreur lors du chargement du lead'), [])
  const open = useCallback((id: number) => fetchLead(id).then(show, showOpenError), [show, showOpenError])

  useEffect(() => {
    const requested = Number(new URLSearchParams(window.location.search).get('lead'))
    if (Number.isInteger(requested) && requested > 0) fetchLead(requested).then(show, showOpenError)
  }, [show, showOpenError])

  const { interrupted } = useLeadStream((lead) => {
    setArrived((current) => new Set(current).add(lead.id))
    // On top of the first page, unless the current search or filters would not list it.
    if (page === 1 && listsArrival(filters, lead)) {
      setLeads((current) => current && !current.docs.some((row) => row.id === lead.id) ? { ...current, docs: [lead, ...current.docs], totalDocs: current.totalDocs + 1 } : current)
    }
    setBadge(true)
    clearTimeout(badgeTimer.current)
    badgeTimer.current = setTimeout(() => setBadge(false), BADGE_MS)
    void refreshSummary()
  })

  async function changeStatus(id: number, status: LeadStatus) {
    setError('')
    const previous = leads
    const previousSelected = selected
    setLeads((current) => current && { ...current, docs: current.docs.map((row) => (row.id === id ? { ...row, status } : row)) })
    setSelected((current) => (current && current.id === id ? { ...current, status } : current))
    try {
      await updateStatus(id, status)
      void refreshSummary()
    } catch {
      setLeads(previous)
      setSelected((current) => (current && current.id === id ? previousSelected : current))
      setError('Erreur lors de la mise à jour du statut')
    }
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

  const searching = Boolean(filters.search.trim())
  const filtering = searching || Object.entries(filters).some(([key, value]) => key !== 'search' && value)

  return (
    <div className="ld">
      <header className="ld-header">
        <h1>Leads</h1>
        {badge && (
          <span className="ld-badge ld-badge--new" role="status">
            Nouveau lead{'\u202f'}!
          </span>
        )}
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
      <Counters summary={summary} />
      <Filters
        filters={filters}
        onChange={(next) => {
          setFilters(next)
          setPage(1)
        }}
      />
      <div className="ld-body">
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
              {searching ? 'Aucun lead ne correspond à la recherche.' : filtering ? 'Aucun lead ne correspond à ces filtres.' : 'Aucun lead pour le moment.'}
            </div>
          ) : (
            <>
              <LeadTable rows={leads.docs} highlighted={arrived} openLead={selected?.id ?? null} onStatus={changeStatus} onOpen={open} />
              <nav className="ld-pages" aria-label="Pagination">
                <button type="button" className="ld-button ld-button--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Précédent
                </button>
                <span>
                  Page {leads.page} sur {Math.max(1, leads.totalPages)} · {leads.totalDocs} leads
                </span>
                <button type="button" className="ld-button ld-button--ghost" disabled={page >= leads.totalPages} onClick={() => setPage(page + 1)}>
                  Suivant
                </button>
              </nav>
            </>
          )}
        </section>
        {selected && (
          <LeadPanel
            lead={selected}
            onStatus={(status) => void changeStatus(selected.id, status)}
            onClose={() => setSelected(null)}
            onChanged={() => void open(selected.id)}
            onOpenLead={(id) => void open(id)}
            leadHref={(id) => `/admin/dashboard?lead=${id}`}
            canErase={canErase}
          />
        )}
      </div>
    </div>
  )
}
