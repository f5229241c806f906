import type { PartnersBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'

/** Type styles the word marks take in turn, so that the row reads as different brands. */
const markStyles = [
  'font-extrabold tracking-tight text-slate-700',
  'font-bold italic text-sky-800',
  'font-black tracking-widest text-emerald-800 uppercase',
  'font-bold text-slate-800',
  'font-semibold tracking-wide text-indigo-900 uppercase',
  'font-extrabold text-rose-900',
]

/** Partners' names as simple word marks in white tiles (drawn here, not the brands' own logos). */
export function PartnersBlockComponent({ block }: { block: PartnersBlock }) {
  return (
    <SectionBlock section={block}>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6" aria-label="Nos partenaires">
        {(block.partners ?? []).map(({ label }, index) => (
          <li key={label} className="flex h-20 items-center justify-center rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <span className={`text-xl ${markStyles[index % markStyles.length]}`}>{label}</span>
          </li>
        ))}
      </ul>
    </SectionBlock>
  )
}
