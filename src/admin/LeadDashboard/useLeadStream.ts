'use client'
import { useEffect, useRef } from 'react'
import type { LeadRow } from './api'

/**
 * Listens to /api/leads/stream. The browser reconnects by itself and sends the last lead id it saw,
 * so the server replays what arrived in between.
 */
export function useLeadStream(onLead: (lead: LeadRow) => void) {
  const handler = useRef(onLead)
  handler.current = onLead
  useEffect(() => {
    const source = new EventSource('/api/leads/stream', { withCredentials: true })
    const listener = (event: MessageEvent<string>) => handler.current(JSON.parse(event.data) as LeadRow)
    source.addEventListener('lead', listener)
    return () => {
      source.removeEventListener('lead', listener)
      source.close()
    }
  }, [])
}
