import Link from 'next/link'
import type { ReactNode } from 'react'
import { Container } from '../ui/Container'

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' })
const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Paris' })

export type LegalSection = { title: string; content: ReactNode }

/** A legal page: title, last update in fr-FR, numbered sections. */
export function LegalPage({ title, updated, sections }: { title: string; updated: Date; sections: LegalSection[] }) {
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          Dernière mise à jour : <time dateTime={isoDay.format(updated)}>{dateFormat.format(updated)}</time>
        </p>
        <div className="mt-10 space-y-10">
          {sections.map((section, index) => (
            <section key={section.title}>
              <h2 className="text-xl font-semibold text-brand-900">
                {index + 1}. {section.title}
              </h2>
              {section.content}
            </section>
          ))}
        </div>
        <p className="mt-12 text-sm text-slate-600">
          Une question ?{' '}
          <Link href="/contact" className="font-semibold text-brand-700 underline">
            Contactez-nous
          </Link>
          .
        </p>
      </div>
    </Container>
  )
}
