'use client'

import { useEffect, useRef } from 'react'
import type { FormOrigin } from '@/rules/formOrigins'
import { sendAudienceEvent } from './audienceBeacon'

/**
 * A form's funnel as this page sees it: the form shown (once drawn in the browser), its first answer touched (typed,
 * tapped or autofilled: the form's first `input` event), and, for a wizard, each step reached, once per page.
 * Returns the form's `onInput` handler.
 */
export function useFormFunnel(form: FormOrigin, step?: number) {
  const started = useRef(false)
  const reached = useRef(new Set<number>())
  useEffect(() => sendAudienceEvent({ kind: 'shown', form }), [form])
  useEffect(() => {
    if (step === undefined || reached.current.has(step)) return
    reached.current.add(step)
    sendAudienceEvent({ kind: 'step', form, step })
  }, [form, step])
  return () => {
    if (started.current) return
    started.current = true
    sendAudienceEvent({ kind: 'start', form })
  }
}
