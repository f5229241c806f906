import { BadgeCheck, ShieldCheck, type LucideIcon } from 'lucide-react'

export type ChecklistItem = { text: string; icon?: LucideIcon }

/**
 * Commitments, each with its icon (a certified label or a shield when it has none): labels as a centred
 * row of pills, or sentences as framed lines.
 */
export function Checklist({ items, display, testId }: { items: ChecklistItem[]; display: 'pills' | 'rows'; testId?: string }) {
  if (display === 'rows')
    return (
      <ul className="mx-auto grid max-w-3xl gap-3" data-testid={testId}>
        {items.map(({ text, icon: Icon = ShieldCheck }) => (
          <li key={text} className="flex items-start gap-3 rounded-xl border border-slate-200 p-4">
            <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
            <span className="text-slate-700">{text}</span>
          </li>
        ))}
      </ul>
    )
  return (
    <ul className="flex flex-wrap justify-center gap-3" data-testid={testId}>
      {items.map(({ text, icon: Icon = BadgeCheck }) => (
        <li
          key={text}
          className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-100"
        >
          <Icon aria-hidden className="h-4 w-4 text-accent-600" /> {text}
        </li>
      ))}
    </ul>
  )
}
