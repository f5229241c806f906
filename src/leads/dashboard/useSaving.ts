'use client'
import { useState } from 'react'

/**
 * A small form's sending: `saving` while it runs, the given French message when it fails (the typed
 * values stay for a retry), `reset` called only after a success.
 */
export function useSaving(failureMessage: string) {
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)

  async function save(send: () => Promise<void>, reset: () => void) {
    setSaving(true)
    setError('')
    try {
      await send()
      reset()
    } catch {
      setError(failureMessage)
    } finally {
      setSaving(false)
    }
  }

  return { error, saving, save }
}
