'use client'

import { ArrowRight } from '@/components/icons/ArrowRight'
import type { IconComponent } from '@/components/icons/strokeIcon'
import { useHydrated } from '@/components/ui/useHydrated'
import { FORM_ORIGIN_FIELD } from '@/forms/shared/postedLead'
import { WIZARD_MOVE_FIELD } from '@/forms/shared/postedStep'
import type { FormOrigin } from '@/rules/formOrigins'

type Props = {
  title: string
  intro: string
  points: readonly { icon: IconComponent; title: string; text: string }[]
  startLabel: string
  onStart: () => void
  /** The wizard's action: without scripts, the button posts to it and the server draws the first step. */
  posted?: { action: (data: FormData) => void; origin: FormOrigin }
}

/** The landing state of an in-page flow: what the visitor gets, then one button to begin. */
export function StartPanel({ title, intro, points, startLabel, onStart, posted }: Props) {
  const hydrated = useHydrated()
  const button = (
    <button
      type={posted ? 'submit' : 'button'}
      name={posted && WIZARD_MOVE_FIELD}
      value={posted && 'start'}
      onClick={(event) => {
        event.preventDefault()
        onStart()
      }}
      className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-lg bg-accent-700 px-7 py-3 text-base font-semibold text-white shadow-sm hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700"
    >
      {startLabel} <ArrowRight aria-hidden className="h-4 w-4" />
    </button>
  )
  return (
    <div className="text-center" data-ready={hydrated || undefined}>
      <h2 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-600">{intro}</p>
      <ul className="mt-8 grid gap-4 text-left sm:grid-cols-3">
        {points.map(({ icon: Icon, title: pointTitle, text }) => (
          <li key={pointTitle} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
            <Icon aria-hidden className="h-6 w-6 text-accent-600" />
            <span className="mt-2 block font-semibold text-slate-900">{pointTitle}</span>
            <span className="mt-1 block text-sm text-slate-600">{text}</span>
          </li>
        ))}
      </ul>
      {posted ? (
        <form action={posted.action}>
          <input type="hidden" name={FORM_ORIGIN_FIELD} value={posted.origin} />
          {button}
        </form>
      ) : (
        button
      )}
    </div>
  )
}
