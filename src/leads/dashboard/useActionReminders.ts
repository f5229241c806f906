'use client'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { browserReminders } from '@/leads/rules/browserReminder'
import { fetchUpcomingActions, type Viewer } from './api'

/** How far ahead the dashboard plans its notifications, and how often it reads the due times again. */
const HORIZON_MS = 6 * 60 * 60_000
const REREAD_MS = 5 * 60_000

type Permission = NotificationPermission | 'unsupported'

const currentPermission = (): Permission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission)
// The browser says nothing when the permission changes: the dashboard's own request tells its readers.
const permissionReaders = new Set<() => void>()
const readPermission = (onChange: () => void) => {
  permissionReaders.add(onChange)
  return () => void permissionReaders.delete(onChange)
}

/**
 * Browser notifications at the due time of each of the viewer's next actions, while a dashboard is open
 * and the salesperson allows them (the e-mail reminder goes out either way). The due times are read again
 * every few minutes and whenever `version` changes (a next action saved in the panel). A click on the
 * notification brings the dashboard back with that lead open.
 */
export function useActionReminders(viewer: Viewer, version: number, openLead: (id: number) => void) {
  // 'unsupported' on the server and until hydration, then the browser's answer.
  const permission = useSyncExternalStore(readPermission, currentPermission, () => 'unsupported' as const)
  const open = useRef(openLead)
  useEffect(() => {
    open.current = openLead
  })

  useEffect(() => {
    if (permission !== 'granted') return
    let timers: ReturnType<typeof setTimeout>[] = []
    let stopped = false
    const plan = async () => {
      const now = new Date()
      const leads = await fetchUpcomingActions(viewer, new Date(now.getTime() + HORIZON_MS), now).catch(() => null)
      if (stopped || !leads) return
      timers.forEach(clearTimeout)
      timers = browserReminders(leads, Date.now(), HORIZON_MS).map((reminder) =>
        setTimeout(() => {
          const notification = new Notification(reminder.title, { body: reminder.body, tag: reminder.tag, lang: 'fr' })
          notification.onclick = () => {
            window.focus()
            open.current(reminder.leadId)
            notification.close()
          }
        }, reminder.at - Date.now()),
      )
    }
    void plan()
    const reread = setInterval(() => void plan(), REREAD_MS)
    return () => {
      stopped = true
      clearInterval(reread)
      timers.forEach(clearTimeout)
    }
  }, [permission, viewer, version])

  /** Asks the browser once; the answer is the salesperson's, kept by the browser. */
  const allow = async () => {
    await Notification.requestPermission()
    permissionReaders.forEach((read) => read())
  }
  return { permission, allow }
}
