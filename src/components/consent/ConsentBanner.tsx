'use client'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { readConsent, saveConsent, type ConsentChoice } from './consentStore'
import { subscribeToConsentRequest } from './consentRequest'
import { startTagManager } from './tagManager'
import { AudienceChoice } from './AudienceChoice'

/** The choice in force, said when the visitor asks to see it again. */
function currentChoiceText(choice: ConsentChoice | 'unknown' | null) {
  if (choice === 'accepted') return 'Votre choix actuel : mesure d’audience acceptée.'
  if (choice === 'refused') return 'Votre choix actuel : mesure d’audience refusée.'
  return 'Vous n’avez pas encore fait de choix : aucune mesure n’est activée.'
}

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
  // Asked again from the footer: the dialog takes the focus, and gives it back to what asked when it closes.
  const asker = useRef<HTMLElement | null>(null)
  const firstButton = useRef<HTMLButtonElement>(null)
  useEffect(
    () =>
      subscribeToConsentRequest(() => {
        asker.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        setReopened(true)
      }),
    [],
  )
  const close = useCallback(() => {
    setReopened(false)
    asker.current?.focus()
    asker.current = null
  }, [])
  useEffect(() => {
    if (!reopened) return
    firstButton.current?.focus()
    // Escape closes the dialog asked again, the choice unchanged.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [reopened, close])
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
    close()
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
      {reopened && (
        <p className="mt-2 font-semibold text-slate-800" data-testid="consent-current">
          {currentChoiceText(choice)}
        </p>
      )}
      {reopened && <AudienceChoice />}
      <div className="mt-3 flex gap-2">
        <button
          ref={firstButton}
          type="button"
          aria-pressed={reopened ? choice === 'refused' : undefined}
          onClick={() => decide('refused')}
          className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800"
        >
          Refuser
        </button>
        <button
          type="button"
          aria-pressed={reopened ? choice === 'accepted' : undefined}
          onClick={() => decide('accepted')}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          Accepter
        </button>
        {reopened && (
          <button type="button" onClick={close} className="ml-auto rounded-lg px-4 py-2 font-semibold text-slate-700 underline">
            Fermer
          </button>
        )}
      </div>
    </div>
  )
}
