import { describe, expect, it } from 'vitest'
import { listStateFromSearch, noFilters, salespersonFirstView, searchOfListState, viewOf } from '@/leads/dashboard/listState'

describe('the lead list state in the address', () => {
  it('reads back what it writes', () => {
    const state = {
      filters: {
        search: 'Lefèvre 59',
        status: 'in-progress-group',
        origin: 'contact',
        from: '2026-01-01',
        to: '2026-02-01',
        owner: 'mine',
        due: 'overdue',
      },
      page: 3,
      lead: 42,
    }
    const search = searchOfListState(state)
    expect(search).toBe(
      '?recherche=Lef%C3%A8vre+59&statut=in-progress-group&origine=contact&du=2026-01-01&au=2026-02-01&responsable=moi&echeance=en-retard&page=3&lead=42',
    )
    expect(listStateFromSearch(search)).toEqual(state)
  })

  it('leaves defaults out: the plain list is the bare address', () => {
    expect(searchOfListState({ filters: noFilters, page: 1, lead: null })).toBe('')
    expect(listStateFromSearch('')).toEqual({ filters: noFilters, page: 1, lead: null })
  })

  it('takes a malformed or unknown parameter as its default (links may be edited by hand)', () => {
    expect(
      listStateFromSearch('?statut=nimporte&origine=fax&du=hier&au=2026-13-45&responsable=lui&echeance=demain&page=-2&lead=abc'),
    ).toEqual({
      filters: noFilters,
      page: 1,
      lead: null,
    })
    expect(listStateFromSearch('?page=0&lead=0').page).toBe(1)
  })

  it('reads a link shared when the "En cours" group was called "open"', () => {
    expect(listStateFromSearch('?statut=open').filters.status).toBe('in-progress-group')
  })

  it('keeps the board view (?vue=tableau) with the filters; any other view word is the list', () => {
    const board = { filters: { ...noFilters, owner: 'mine' }, page: 1, lead: 7, view: 'board' as const }
    expect(searchOfListState(board)).toBe('?responsable=moi&vue=tableau&lead=7')
    expect(listStateFromSearch('?responsable=moi&vue=tableau&lead=7')).toEqual(board)
    expect(listStateFromSearch('?vue=kanban').view).toBeUndefined()
  })

  it('keeps the order: oldest first is ?tri=anciens, newest first (the default) is nothing; any other word is the default', () => {
    const oldest = { filters: { ...noFilters, owner: 'mine', status: 'new' }, page: 2, lead: null, sort: 'oldest' as const }
    expect(searchOfListState(oldest)).toBe('?statut=new&responsable=moi&tri=anciens&page=2')
    expect(listStateFromSearch('?statut=new&responsable=moi&tri=anciens&page=2')).toEqual(oldest)
    expect(searchOfListState({ ...oldest, sort: undefined })).toBe('?statut=new&responsable=moi&page=2')
    expect(listStateFromSearch('?tri=recents').sort).toBeUndefined()
  })

  it('keeps the order by due date as ?tri=echeance', () => {
    const due = { filters: { ...noFilters, owner: 'mine' }, page: 1, lead: null, sort: 'due' as const }
    expect(searchOfListState(due)).toBe('?responsable=moi&tri=echeance')
    expect(listStateFromSearch('?responsable=moi&tri=echeance')).toEqual(due)
  })

  it('names a salesperson as owner by their id (a manager’s filter); anything else that is no word is the default', () => {
    const state = listStateFromSearch('?responsable=17')
    expect(state.filters.owner).toBe('17')
    expect(searchOfListState(state)).toBe('?responsable=17')
    expect(listStateFromSearch('?responsable=-3').filters.owner).toBe('')
    expect(listStateFromSearch('?responsable=moi').filters.owner).toBe('mine')
  })

  it('remembers a view without its page or open lead; a salesperson first works in their own leads, oldest first', () => {
    expect(viewOf(listStateFromSearch('?statut=new&tri=anciens&page=3&lead=9&vue=tableau'))).toBe('?statut=new&tri=anciens&vue=tableau')
    expect(salespersonFirstView).toBe('?responsable=moi&tri=anciens')
  })
})
