import type { LucideIcon } from 'lucide-react'

/** Certifications and guarantees as a centred row of white pills, each with its icon. */
export function LabelPills({ labels }: { labels: { label: string; icon?: LucideIcon }[] }) {
  return (
    <ul className="mb-10 flex flex-wrap justify-center gap-3">
      {labels.map((label) => (
        <li
          key={label.label}
          className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100"
        >
          {label.icon && <label.icon aria-hidden className="h-4 w-4 text-accent-600" />} {label.label}
        </li>
      ))}
    </ul>
  )
}
