import type { ReactNode } from 'react'
import { Container } from '../ui/Container'
import type { Figure } from './Figures'

/** The top of a landing page: dark brand band with the page's only h1 and its key figures, beside a form to fill in at once. */
export function FormHero({
  eyebrow,
  title,
  intro,
  figures,
  form,
  testId,
}: {
  eyebrow?: string
  title: string
  intro?: string
  figures: Figure[]
  form: ReactNode
  testId?: string
}) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_26rem] lg:items-start lg:py-20">
        <div>
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>}
          <h1 className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">{title}</h1>
          {intro && <p className="mt-5 max-w-2xl text-base text-brand-100 sm:text-lg">{intro}</p>}
          {figures.length > 0 && (
            <dl className="mt-8 grid max-w-xl grid-cols-2 gap-4">
              {figures.map((figure) => (
                <div
                  key={figure.label}
                  className="flex flex-col rounded-xl bg-white/5 p-4 ring-1 ring-white/10"
                  data-testid={testId && `${testId}-stat`}
                >
                  <dt className="text-sm text-brand-100">{figure.label}</dt>
                  <dd className="order-first text-2xl font-extrabold">{figure.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {form}
      </Container>
    </section>
  )
}
