import { ArrowRight, Clock, type LucideIcon } from 'lucide-react'
import Link from 'next/link'

export type ToolCard = { title: string; duration?: string; description: string; href: string; icon?: LucideIcon }

/** Cards that each open one of the site's tools, with the minutes it takes; the whole card is the link. */
export function ToolCards({ cards, linkLabel, testId }: { cards: ToolCard[]; linkLabel: string; testId?: string }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid={testId}>
      {cards.map((tool) => (
        <li
          key={tool.href}
          className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
        >
          <div className="flex items-center justify-between">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              {tool.icon && <tool.icon aria-hidden className="h-5 w-5" />}
            </span>
            {tool.duration && (
              <span className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-800">
                <Clock aria-hidden className="h-3.5 w-3.5" /> {tool.duration}
              </span>
            )}
          </div>
          <h3 className="mt-4 font-semibold text-brand-900">
            <Link href={tool.href} className="after:absolute after:inset-0">
              {tool.title}
            </Link>
          </h3>
          <p className="mt-2 flex-1 text-sm text-slate-600">{tool.description}</p>
          <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700" aria-hidden>
            {linkLabel} <ArrowRight className="h-4 w-4" />
          </span>
        </li>
      ))}
    </ul>
  )
}
