'use client'
import { useEffect, useEffectEvent, useState } from 'react'
import type { LeadRow } from './api'

const RETRY_MS = 5000

/**
 * Listens to /api/leads/stream, from the lead after `knownUpTo` (the newest when the page was drawn,
 * before its list was read): a lead accepted before the connection opens is not missed. After a dropped
 * connection the browser reconnects by itself and sends the last lead id it saw, so the server replays
 * what arrived in between. A refused connection (session ended, server error) makes the browser give up:
 * then this says so and tries again, asking for the leads after the last one seen.
 */
export function useLeadStream(knownUpTo: number, onLead: (lead: LeadRow) => void): { interrupted: boolean } {
  const handleLead = useEffectEvent(onLead)
  const [interrupted, setInterrupted] = useState(false)
  // Read once: a later render with a newer id must not restart the stream past leads not yet seen.
  const [startAfter] = useState(knownUpTo)
  useEffect(() => {
    let lastId = startAfter
    let source: EventSource | undefined
    let retry: ReturnType<typeof setTimeout> | undefined
    const connect = () => {
      source = new EventSource(lastId ? `/api/leads/stream?since=${lastId}` : '/api/leads/stream', { withCredentials: true })
      source.addEventListener('lead', (event: MessageEvent<string>) => {
        lastId = Math.max(lastId, Number(event.lastEventId) || 0)
        handleLead(JSON.parse(event.data) as LeadRow)
      })
      source.onopen = () => setInterrupted(false)
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return
        setInterrupted(true)
        retry = setTimeout(connect, RETRY_MS)
      }
    }
    connect()
    return () => {
      clearTimeout(retry)
      source?.close()
    }
  }, [startAfter])
  return { interrupted }
}
