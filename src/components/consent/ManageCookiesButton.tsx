'use client'
import { requestConsentChoice } from './consentRequest'

/** The footer's way back to the consent choice, on every page, whatever was chosen before. */
export function ManageCookiesButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={() => requestConsentChoice()} className={className}>
      Gérer mes cookies
    </button>
  )
}
