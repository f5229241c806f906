import type { DefaultNodeTypes, SerializedInlineBlockNode } from '@payloadcms/richtext-lexical'
import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import { Container } from '@/components/ui/Container'
import { type SiteInfo, getSiteSettings } from '@/data/content'
import type { CompanyFactInline, LegalTextBlock } from '@/payload-types'
import { companyFactText } from '../shared/companyFacts'

type Node = DefaultNodeTypes | SerializedInlineBlockNode<CompanyFactInline>

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' })
const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Paris' })

/** The default conversion, with each company detail replaced by its value in the settings. */
const convertersFor =
  (site: SiteInfo): JSXConvertersFunction<Node> =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    inlineBlocks: { companyFact: ({ node }) => companyFactText(site, node.fields.fact) },
  })

/** A legal page: title, last update in fr-FR, numbered sections. */
export async function LegalTextBlockComponent({ block }: { block: LegalTextBlock }) {
  const site = await getSiteSettings()
  const converters = convertersFor(site)
  const updated = new Date(block.updatedOn)
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{block.title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          Dernière mise à jour : <time dateTime={isoDay.format(updated)}>{dateFormat.format(updated)}</time>
        </p>
        <div className="mt-10 space-y-10">
          {block.sections.map((section, index) => (
            <section key={section.title}>
              <h2 className="text-xl font-semibold text-brand-900">
                {index + 1}. {section.title}
              </h2>
              <RichText
                data={section.content}
                converters={converters}
                className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6"
              />
            </section>
          ))}
        </div>
        <p className="mt-12 text-sm text-slate-600">
          Une question ?{' '}
          <a href="/contact" className="font-semibold text-brand-700 underline">
            Contactez-nous
          </a>
          .
        </p>
      </div>
    </Container>
  )
}
