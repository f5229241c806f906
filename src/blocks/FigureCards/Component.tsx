import clsx from 'clsx'
import type { FigureCardsBlock } from '@/payload-types'
import { iconOf } from '../shared/icons'
import { SectionBlock } from '../shared/SectionBlock'

/** Cards led by a big figure, then a title and a sentence; drawn for a dark or a light section. */
export function FigureCardsBlockComponent({ block }: { block: FigureCardsBlock }) {
  const dark = block.tone === 'dark'
  return (
    <SectionBlock section={block}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid={block.anchor ?? undefined}>
        {(block.cards ?? []).map((card) => {
          const Icon = iconOf(card.icon)
          return (
            <li key={card.figure} className={clsx('rounded-2xl p-6 ring-1', dark ? 'bg-white/5 ring-white/10' : 'bg-white ring-slate-200')}>
              {Icon && <Icon aria-hidden className={clsx('h-6 w-6', dark ? 'text-accent-300' : 'text-accent-600')} />}
              <p className={clsx('mt-4 text-4xl font-extrabold', dark ? 'text-white' : 'text-brand-700')}>{card.figure}</p>
              <h3 className={clsx('mt-1 font-semibold', dark ? 'text-white' : 'text-brand-900')}>{card.title}</h3>
              <p className={clsx('mt-2 text-sm', dark ? 'text-brand-100' : 'text-slate-600')}>{card.description}</p>
            </li>
          )
        })}
      </ul>
    </SectionBlock>
  )
}
