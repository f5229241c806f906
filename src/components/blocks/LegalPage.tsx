import Link from 'next/link'
import type { LegalSection } from '@/content/legal'
import { legalUpdated } from '@/content/legal'
import { Container } from '../ui/Container'

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' })

/** A legal page: title, last update in fr-FR, numbered sections. */
export function LegalPage({ title, sections }: { title: string; sections: LegalSection[] }) {
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          Dernière mise à jour : <time dateTime={legalUpdated.toISOString().slice(0, 10)}>{dateFormat.format(legalUpdated)}</time>
        </p>
        <div className="mt-10 space-y-10">
          {sections.map((section, index) => (
            <section key={section.title}>
              <h2 className="text-xl font-semibold text-brand-900">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
                {section.list && (
                  <ul className="list-disc space-y-1 pl-6">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </div>
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
