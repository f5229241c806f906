'use client'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { readConsent, saveConsent, type ConsentChoice } from './consentStore'
import { subscribeToConsentRequest } from './consentRequest'
import { startTagManager } from './tagManager'

/** Another tab's decision shows here too. */
function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

/**
 * Asks for analytics consent when a tag manager is configured, and again whenever the visitor asks for
 * it ("Gérer mes cookies" in the footer, on every page, configured or not). The tag manager, and so
 * window.dataLayer, exists only after "Accepter": without consent no personal data leaves the page.
 */
export function ConsentBanner({ gtmId }: { gtmId: string | undefined }) {
  // 'unknown' on the server and while hydrating; then the stored choice, or this visit's decision.
  const stored = useSyncExternalStore(
    subscribeToStorage,
    () => readConsent(window.localStorage),
    () => 'unknown' as const,
  )
  const [decided, setChoice] = useState<ConsentChoice | null>(null)
  const [reopened, setReopened] = useState(false)
  const choice = decided ?? stored
  useEffect(() => subscribeToConsentRequest(() => setReopened(true)), [])
  // Started from here, not with next/script: its loader would weigh on every page, for one script tag.
  useEffect(() => {
    if (gtmId && choice === 'accepted') startTagManager(gtmId, window)
  }, [gtmId, choice])
  // Asked while no choice is known ('unknown' while hydrating: nothing yet), or when asked again.
  if (!reopened && (!gtmId || choice !== null)) return null

  const decide = (next: ConsentChoice) => {
    const withdrawn = choice === 'accepted' && next === 'refused'
    saveConsent(window.localStorage, next)
    setChoice(next)
    setReopened(false)
    // A tag manager already running cannot be unloaded: the page starts again without it.
    if (withdrawn && gtmId) window.location.reload()
  }

  return (
    <div
      role="dialog"
      aria-live="polite"
      aria-label="Mesure d’audience"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-lg"
    >
      <p className="text-slate-700">
        Nous aimerions mesurer l’audience du site et l’efficacité de nos formulaires. Ces mesures ne sont activées qu’avec votre accord, que
        vous pouvez retirer à tout moment par le lien « Gérer mes cookies » en bas de chaque page.{' '}
        <a href="/politique-de-confidentialite" className="text-brand-700 underline">
          En savoir plus
        </a>
      </p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={() => decide('refused')}
          className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800"
        >
          Refuser
        </button>
        <button type="button" onClick={() => decide('accepted')} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
          Accepter
        </button>
      </div>
    </div>
  )
}
