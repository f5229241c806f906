import clsx from 'clsx'
import type { FiguresBlock } from '@/payload-types'
import { iconOf } from '../shared/icons'
import { SectionBlock } from '../shared/SectionBlock'
import { filledFigures, getSettingsValues } from '../shared/settingsValues'

/**
 * Key figures in a row (big number, short label), under an optional centred row of white pills for
 * certifications and guarantees, each with its icon.
 */
export async function FiguresBlockComponent({ block }: { block: FiguresBlock }) {
  // A figure may name a site setting ({projets-accueil}): read at render so a settings change shows here.
  const figures = filledFigures(block.figures, await getSettingsValues())
  const light = block.tone !== 'dark'
  return (
    <SectionBlock section={block}>
      {block.labels?.length ? (
        <ul className="mb-10 flex flex-wrap justify-center gap-3">
          {block.labels.map((item) => {
            const Icon = iconOf(item.icon)
            return (
              <li
                key={item.label}
                className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100"
              >
                {Icon && <Icon aria-hidden className="h-4 w-4 text-accent-600" />} {item.label}
              </li>
            )
          })}
        </ul>
      ) : null}
      <dl
        data-testid={block.anchor ?? undefined}
        className={clsx(
          'grid grid-cols-2 gap-px overflow-hidden rounded-2xl',
          figures.length % 3 === 0 && figures.length !== 6 ? 'lg:grid-cols-3' : figures.length >= 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4',
          light ? 'bg-slate-200 ring-1 ring-slate-200' : 'bg-white/10 ring-1 ring-white/10',
        )}
      >
        {figures.map((figure) => (
          <div
            key={figure.label}
            className={clsx('flex flex-col-reverse justify-end px-4 py-6 text-center', light ? 'bg-white' : 'bg-brand-900')}
          >
            <dt className={clsx('mt-1 text-sm', light ? 'text-slate-600' : 'text-brand-100')}>{figure.label}</dt>
            <dd className={clsx('text-3xl font-extrabold tracking-tight sm:text-4xl', light ? 'text-brand-700' : 'text-white')}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </SectionBlock>
  )
}
