import type { ReactNode } from 'react'

/** The white card that holds a form at the top of a page, under its own heading; `anchor` is where links to the form lead. */
export function HeroFormCard({
  title,
  intro,
  anchor,
  testId,
  children,
}: {
  title?: string
  intro?: string
  anchor?: string
  testId?: string
  children: ReactNode
}) {
  return (
    <div className="rounded-2xl bg-white p-6 text-slate-800 shadow-2xl" data-testid={testId}>
      {title && <h2 className="text-xl font-bold text-brand-900">{title}</h2>}
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div id={anchor} className="mt-4 scroll-mt-24">
        {children}
      </div>
    </div>
  )
}
