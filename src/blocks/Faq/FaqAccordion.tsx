'use client'

import clsx from 'clsx'
import { ChevronDown } from '@/components/icons/ChevronDown'
import { useId, useState } from 'react'
import type { FaqItem } from '@/content/types'

/** Questions and answers with one item open at a time (the first one at start). */
export function FaqAccordion({ items, initiallyOpen = 0 }: { items: FaqItem[]; initiallyOpen?: number | null }) {
  const [open, setOpen] = useState<number | null>(initiallyOpen)
  const baseId = useId()
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-testid="faq">
      {items.map((item, index) => {
        const expanded = open === index
        const buttonId = `${baseId}-q-${index}`
        const panelId = `${baseId}-a-${index}`
        return (
          <div key={item.question}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-slate-50 sm:px-6"
              >
                {item.question}
                <ChevronDown aria-hidden className={clsx('h-5 w-5 shrink-0 text-brand-600 transition', expanded && 'rotate-180')} />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="px-5 pb-5 text-slate-700 sm:px-6">
              {item.answer}
            </div>
          </div>
        )
      })}
    </div>
  )
}
