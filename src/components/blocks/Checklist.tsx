import { BadgeCheck, ShieldCheck } from 'lucide-react'

/** Commitments with a check mark: labels as a centred row of pills, or sentences as framed lines. */
export function Checklist({ items, display, testId }: { items: string[]; display: 'pills' | 'rows'; testId?: string }) {
  if (display === 'rows')
    return (
      <ul className="mx-auto grid max-w-3xl gap-3" data-testid={testId}>
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 rounded-xl border border-slate-200 p-4">
            <ShieldCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
            <span className="text-slate-700">{item}</span>
          </li>
        ))}
      </ul>
    )
  return (
    <ul className="flex flex-wrap justify-center gap-3" data-testid={testId}>
      {items.map((item) => (
        <li
          key={item}
          className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-100"
        >
          <BadgeCheck aria-hidden className="h-4 w-4 text-accent-600" /> {item}
        </li>
      ))}
    </ul>
  )
}
