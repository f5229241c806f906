import { formOrigins } from '@/rules/formOrigins'
import { isStatusFilter } from '@/leads/rules/statusFilters'
import type { LeadFilters } from './api'

/**
 * What the lead list shows: its filters, its page, the lead open in the panel, the view (list, or the pipeline
 * board) and the order (newest first unless `sort` says oldest first).
 */
export type ListState = { filters: LeadFilters; page: number; lead: number | null; view?: 'board'; sort?: 'oldest' | 'due' }

export const noFilters: LeadFilters = { search: '', status: '', origin: '', from: '', to: '', owner: '', due: '' }

/** The address's parameter of each part of the state, in French: staff read and share these links. */
const keys = {
  search: 'recherche',
  status: 'statut',
  origin: 'origine',
  from: 'du',
  to: 'au',
  owner: 'responsable',
  due: 'echeance',
  page: 'page',
  lead: 'lead',
  view: 'vue',
  sort: 'tri',
} as const

/** The board's word in the address (?vue=tableau); the list, the default, has none. */
const BOARD_WORD = 'tableau'
/** The orders in the address (?tri=anciens, ?tri=echeance); newest first, the default, has none. */
const sortWords = { oldest: 'anciens', due: 'echeance' } as const

/** The owner filter's and due views' values as the address writes them (French words). */
const ownerWords = { mine: 'moi', none: 'aucun' } as const
const dueWords = { overdue: 'en-retard', today: 'aujourdhui', week: 'semaine', missing: 'sans' } as const
const wordOf = <K extends string>(words: Record<K, string>, value: string) => (value in words ? words[value as K] : '')
const valueOf = <K extends string>(words: Record<K, string>, word: string) =>
  (Object.entries(words) as [K, string][]).find(([, each]) => each === word)?.[0] ?? ''

/** A named owner's id as is (a manager's filter by salesperson), else Mes leads or Non attribués by their word. */
const ownerFilterOf = (word: string) => (/^\d{1,9}$/.test(word) ? word : valueOf(ownerWords, word))

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
const positive = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null)

/** The state an address describes; a missing or malformed parameter is its default (shared links may be edited by hand). */
export function listStateFromSearch(search: string): ListState {
  const params = new URLSearchParams(search)
  const text = (key: string) => params.get(key) ?? ''
  // "open" named the "En cours" group before "open" meant "not closed": links shared then keep their filter.
  const status = text(keys.status) === 'open' ? 'in-progress-group' : text(keys.status)
  const origin = text(keys.origin)
  return {
    filters: {
      search: text(keys.search),
      status: isStatusFilter(status) ? status : '',
      origin: (formOrigins as readonly string[]).includes(origin) ? origin : '',
      from: isDay(text(keys.from)) ? text(keys.from) : '',
      to: isDay(text(keys.to)) ? text(keys.to) : '',
      owner: ownerFilterOf(text(keys.owner)),
      due: valueOf(dueWords, text(keys.due)),
    },
    page: positive(params.get(keys.page)) ?? 1,
    lead: positive(params.get(keys.lead)),
    ...(text(keys.view) === BOARD_WORD ? { view: 'board' as const } : {}),
    ...(valueOf(sortWords, text(keys.sort)) ? { sort: valueOf(sortWords, text(keys.sort)) as 'oldest' | 'due' } : {}),
  }
}

/** The address's query string of a state ('' for the plain list); defaults are left out. */
export function searchOfListState(state: ListState): string {
  const params = new URLSearchParams()
  for (const key of ['search', 'status', 'origin', 'from', 'to'] as const) {
    if (state.filters[key]) params.set(keys[key], state.filters[key])
  }
  const owner = /^\d{1,9}$/.test(state.filters.owner) ? state.filters.owner : wordOf(ownerWords, state.filters.owner)
  if (owner) params.set(keys.owner, owner)
  const due = wordOf(dueWords, state.filters.due)
  if (due) params.set(keys.due, due)
  if (state.sort) params.set(keys.sort, sortWords[state.sort])
  if (state.page > 1) params.set(keys.page, String(state.page))
  if (state.view === 'board') params.set(keys.view, BOARD_WORD)
  if (state.lead) params.set(keys.lead, String(state.lead))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The view a person works in, as remembered for them: the filters, order and list or board, not the page or the open lead. */
export const viewOf = (state: ListState): string => searchOfListState({ ...state, page: 1, lead: null })

/** A salesperson's view until they choose another: their own leads, the one waiting longest first. */
export const salespersonFirstView = viewOf({ filters: { ...noFilters, owner: 'mine' }, page: 1, lead: null, sort: 'oldest' })
