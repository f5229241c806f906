'use client'
import { useState } from 'react'
import { declineMeasurement, measurementDeclined } from '@/audience/client/audienceBeacon'

/**
 * The cookie-free audience measurement, told in the privacy dialog: what it counts, and the visitor's way out of it (kept in
 * this browser only when they ask). A browser that sends Global Privacy Control or Do Not Track is never counted.
 */
export function AudienceChoice() {
  const [declined, setDeclined] = useState(() => measurementDeclined())
  const byBrowser = navigator.doNotTrack === '1' || (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  return (
    <div className="mt-3 border-t border-slate-200 pt-3 text-slate-700">
      <p>
        Sans cookie ni identifiant, nous comptons les pages vues et les étapes des formulaires, jour par jour (mesure d’audience exemptée de
        consentement).
      </p>
      {byBrowser ? (
        <p className="mt-1 font-semibold" data-testid="audience-declined-by-browser">
          Votre navigateur demande à ne pas être suivi{'\u00a0'}: vous n’êtes pas compté.
        </p>
      ) : (
        <label className="mt-1 flex items-center gap-2">
          <input
            type="checkbox"
            checked={declined}
            onChange={(event) => {
              declineMeasurement(event.target.checked)
              setDeclined(event.target.checked)
            }}
          />
          Ne pas me compter dans la mesure d’audience
        </label>
      )}
    </div>
  )
}
