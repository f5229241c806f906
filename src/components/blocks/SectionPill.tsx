import { BadgeCheck } from 'lucide-react'

/** One statement set apart in a solid pill, centred between a section's introduction and its content. */
export function SectionPill({ text, testId }: { text: string; testId?: string }) {
  return (
    <p className="-mt-4 mb-8 flex justify-center">
      <span
        className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-bold text-white"
        data-testid={testId}
      >
        <BadgeCheck aria-hidden className="h-4 w-4" /> {text}
      </span>
    </p>
  )
}
