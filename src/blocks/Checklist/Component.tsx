import { BadgeCheck } from '@/components/icons/BadgeCheck'
import { ShieldCheck } from '@/components/icons/ShieldCheck'
import type { ChecklistBlock } from '@/payload-types'
import { iconOf } from '../shared/icons'
import { SectionBlock } from '../shared/SectionBlock'

/**
 * Commitments, each with its icon (a certified label or a shield when it has none): labels as a centred
 * row of pills, or sentences as framed lines.
 */
export function ChecklistBlockComponent({ block }: { block: ChecklistBlock }) {
  const items = (block.items ?? []).map((item) => ({ text: item.text, icon: iconOf(item.icon) }))
  const testId = block.anchor ?? undefined
  return (
    <SectionBlock section={block}>
      {block.display === 'rows' ? (
        <ul className="mx-auto grid max-w-3xl gap-3" data-testid={testId}>
          {items.map(({ text, icon: Icon = ShieldCheck }) => (
            <li key={text} className="flex items-start gap-3 rounded-xl border border-slate-200 p-4">
              <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
              <span className="text-slate-700">{text}</span>
            </li>
          ))}
        </ul>
      ) : (
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
      )}
    </SectionBlock>
  )
}
