import type { LucideIcon } from 'lucide-react'

export type Benefit = { icon: LucideIcon; title: string; text: string }

/** Four reasons to go on, each an icon, a title and a sentence, in a row on large screens. */
export function BenefitCards({ benefits }: { benefits: readonly Benefit[] }) {
  return (
    <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {benefits.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <Icon aria-hidden className="h-8 w-8 text-accent-600" />
          <h3 className="mt-4 font-semibold text-brand-900">{title}</h3>
          <p className="mt-2 text-sm text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  )
}
