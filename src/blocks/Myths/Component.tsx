import { Check } from '@/components/icons/Check'
import { X } from '@/components/icons/X'
import type { MythsBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'

/** Cards that each cross out a common belief, then tick the reality. */
export function MythsBlockComponent({ block }: { block: MythsBlock }) {
  return (
    <SectionBlock section={block}>
      <ul className="grid gap-5 md:grid-cols-3" data-testid={block.anchor ?? undefined}>
        {(block.items ?? []).map((item) => (
          <li key={item.myth} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            <div className="flex gap-3 border-b border-slate-100 bg-rose-50 p-5">
              <X aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-rose-700" />
              <p>
                <span className="block text-xs font-bold tracking-wide text-rose-800 uppercase">Mythe</span>
                <span className="font-semibold text-slate-800">{item.myth}</span>
              </p>
            </div>
            <div className="flex gap-3 p-5">
              <Check aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
              <p>
                <span className="block text-xs font-bold tracking-wide text-brand-700 uppercase">Réalité</span>
                <span className="text-slate-700">{item.reality}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </SectionBlock>
  )
}
