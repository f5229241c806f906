import clsx from 'clsx'

export type Figure = { value: string; label: string }

/** Key figures in a row: big number, short label. */
export function Figures({ figures, tone = 'light', testId }: { figures: Figure[]; tone?: 'light' | 'dark'; testId?: string }) {
  return (
    <dl
      data-testid={testId}
      className={clsx(
        'grid grid-cols-2 gap-px overflow-hidden rounded-2xl',
        figures.length % 3 === 0 && figures.length !== 6 ? 'lg:grid-cols-3' : figures.length >= 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4',
        tone === 'light' ? 'bg-slate-200 ring-1 ring-slate-200' : 'bg-white/10 ring-1 ring-white/10',
      )}
    >
      {figures.map((figure) => (
        <div
          key={figure.label}
          className={clsx('flex flex-col-reverse justify-end px-4 py-6 text-center', tone === 'light' ? 'bg-white' : 'bg-brand-900')}
        >
          <dt className={clsx('mt-1 text-sm', tone === 'light' ? 'text-slate-600' : 'text-brand-100')}>{figure.label}</dt>
          <dd className={clsx('text-3xl font-extrabold tracking-tight sm:text-4xl', tone === 'light' ? 'text-brand-700' : 'text-white')}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
