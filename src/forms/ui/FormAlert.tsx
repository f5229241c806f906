'use client'

import { useEffect, useRef } from 'react'
import { TriangleAlert } from '@/components/icons/TriangleAlert'
import { useCompanyPhone } from '@/components/company/CompanyFigures'
import { failureWords, type LeadFailure } from '@/forms/shared/leadFailure'
import { telHref } from '@/rules/telHref'

export const failureMessages = {
  request: "Une erreur est survenue lors de l'envoi de votre demande. Veuillez réessayer.",
  message: "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer.",
} as const

/**
 * A failed sending, where the visitor looks: at each failure the message is brought into view and focused, in
 * the server's words when it gave some for visitors (a 429 says how long to wait), with the company's phone
 * as another way; the answers stay so the visitor can retry.
 */
export function FormAlert({ failure, fallback }: { failure: LeadFailure | null; fallback: string }) {
  const telephone = useCompanyPhone()
  const box = useRef<HTMLDivElement>(null)
  const attempt = failure?.attempt ?? 0

  useEffect(() => {
    if (!attempt || !box.current) return
    box.current.scrollIntoView({ block: 'center', behavior: 'instant' })
    box.current.focus({ preventScroll: true })
  }, [attempt])

  return (
    // Hidden while nothing failed, as before: the footer's spacing is unchanged.
    <div ref={box} tabIndex={-1} data-form-failure className={failure ? 'space-y-2 outline-none' : 'hidden'}>
      <div role="alert">
        {failure && (
          <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            {failureWords(failure, fallback)}
          </p>
        )}
      </div>
      {failure && telephone && (
        <p className="text-sm text-slate-700">
          Vous pouvez aussi nous appeler au{' '}
          <a href={telHref(telephone)} className="font-semibold whitespace-nowrap text-brand-800 underline">
            {telephone}
          </a>
          .
        </p>
      )}
    </div>
  )
}
