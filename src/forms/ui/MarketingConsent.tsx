'use client'

import { useId } from 'react'
import { useAdoptShown } from '@/forms/shared/useAdoptShown'

/**
 * The optional, unticked box for news by e-mail; its answer travels beside the form's answers. Ticked before
 * the scripts arrived, it stays ticked.
 */
export function MarketingConsent({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId()
  const adopt = useAdoptShown<HTMLInputElement>((input) => {
    if (input.checked !== checked) onChange(input.checked)
  })
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        ref={adopt}
        type="checkbox"
        name="marketingConsent"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 rounded accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        J’accepte de recevoir les actualités et conseils de Combles &amp; Extensions du Nord (facultatif, désinscription possible à tout
        moment).
      </label>
    </div>
  )
}
