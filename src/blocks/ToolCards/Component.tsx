import { ArrowRight } from '@/components/icons/ArrowRight'
import { Clock } from '@/components/icons/Clock'
import type { ToolCardsBlock } from '@/payload-types'
import { iconOf } from '../shared/icons'
import { SectionBlock } from '../shared/SectionBlock'

/** Cards that each open one of the site's tools, with the minutes it takes; the whole card is the link. */
export function ToolCardsBlockComponent({ block }: { block: ToolCardsBlock }) {
  return (
    <SectionBlock section={block}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid={block.anchor ?? undefined}>
        {(block.cards ?? []).map((tool) => {
          const Icon = iconOf(tool.icon)
          return (
            <li
              key={tool.href}
              className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <div className="flex items-center justify-between">
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  {Icon && <Icon aria-hidden className="h-5 w-5" />}
                </span>
                {tool.duration && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-800">
                    <Clock aria-hidden className="h-3.5 w-3.5" /> {tool.duration}
                  </span>
                )}
              </div>
              <h3 className="mt-4 font-semibold text-brand-900">
                <a href={tool.href} className="after:absolute after:inset-0">
                  {tool.title}
                </a>
              </h3>
              <p className="mt-2 flex-1 text-sm text-slate-600">{tool.description}</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700" aria-hidden>
                {block.linkLabel} <ArrowRight className="h-4 w-4" />
              </span>
            </li>
          )
        })}
      </ul>
    </SectionBlock>
  )
}
