import type { ReactNode } from 'react'
import { Container } from '@/components/ui/Container'

/** The band at the top of a form page: what the form is for and what the visitor gets. */
export function FormPageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string
  title: string
  intro?: ReactNode
  children?: ReactNode
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-10 text-center sm:py-14">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>}
        <h1 className="mx-auto mt-2 outline-none max-w-3xl text-3xl font-bold tracking-tight text-balance text-brand-900 sm:text-4xl">
          {title}
        </h1>
        {intro && <p className="mx-auto mt-4 max-w-2xl text-base text-pretty text-slate-600 sm:text-lg">{intro}</p>}
        {children}
      </Container>
    </section>
  )
}
