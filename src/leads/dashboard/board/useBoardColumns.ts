'use client'
import { useCallback, useEffect, useState } from 'react'
import type { LeadStatus } from '@/leads/rules/leadStatus'
import { fetchLeads, type LeadFilters, type LeadRow, type Viewer } from '../api'
import type { ListSort } from '../listSort'
import { BOARD_PAGE_SIZE } from './boardColumns'

/** One column as read: its first cards (in the list's order: newest first unless oldest first is chosen), how many leads it holds in all, and the last page read. */
type BoardColumn = { docs: LeadRow[]; totalDocs: number; page: number; hasMore: boolean }
export type BoardData = Partial<Record<LeadStatus, BoardColumn>>

const columnFilters = (filters: LeadFilters, status: LeadStatus): LeadFilters => ({ ...filters, status })

/**
 * The board's columns: one bounded query per column (the list's own query, in its order, with that status),
 * read again when the filters, the order or `version` change. `more` adds the next page of one column ("Afficher plus").
 */
export function useBoardColumns(filters: LeadFilters, viewer: Viewer, columns: readonly LeadStatus[], version: number, sort?: ListSort) {
  const [data, setData] = useState<BoardData | null>(null)
  const [failed, setFailed] = useState(false)
  const key = JSON.stringify([filters, columns, sort ?? null])

  useEffect(() => {
    let current = true
    const [wanted, shown, order] = JSON.parse(key) as [LeadFilters, LeadStatus[], ListSort | null]
    Promise.all(shown.map((status) => fetchLeads(columnFilters(wanted, status), viewer, 1, BOARD_PAGE_SIZE, order ?? undefined)))
      .then((pages) => {
        if (!current) return
        setData(
          Object.fromEntries(
            pages.map((page, index) => [
              shown[index],
              { docs: page.docs, totalDocs: page.totalDocs, page: 1, hasMore: page.totalPages > 1 },
            ]),
          ),
        )
        setFailed(false)
      })
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [key, viewer, version])

  const more = useCallback(
    async (status: LeadStatus) => {
      const column = data?.[status]
      if (!column) return
      const next = await fetchLeads(columnFilters(filters, status), viewer, column.page + 1, BOARD_PAGE_SIZE, sort)
      setData((current) => {
        const before = current?.[status]
        if (!current || !before) return current
        const known = new Set(before.docs.map((row) => row.id))
        return {
          ...current,
          [status]: {
            docs: [...before.docs, ...next.docs.filter((row) => !known.has(row.id))],
            totalDocs: next.totalDocs,
            page: next.page,
            hasMore: next.page < next.totalPages,
          },
        }
      })
    },
    [data, filters, viewer, sort],
  )

  return { data, setData, failed, more }
}
