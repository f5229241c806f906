import type { DefaultNodeTypes, SerializedInlineBlockNode } from '@payloadcms/richtext-lexical'
import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import { LegalPage } from '@/components/blocks/LegalPage'
import { type SiteInfo, getSiteSettings } from '@/data/content'
import type { CompanyFactInline, LegalTextBlock } from '@/payload-types'
import { companyFactText } from '../shared/companyFacts'

type Node = DefaultNodeTypes | SerializedInlineBlockNode<CompanyFactInline>

/** The default conversion, with each company detail replaced by its value in the settings. */
const convertersFor =
  (site: SiteInfo): JSXConvertersFunction<Node> =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    inlineBlocks: { companyFact: ({ node }) => companyFactText(site, node.fields.fact) },
  })

export async function LegalTextBlockComponent({ block }: { block: LegalTextBlock }) {
  const site = await getSiteSettings()
  const converters = convertersFor(site)
  return (
    <LegalPage
      title={block.title}
      updated={new Date(block.updatedOn)}
      sections={block.sections.map((section) => ({
        title: section.title,
        content: (
          <RichText
            data={section.content}
            converters={converters}
            className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6"
          />
        ),
      }))}
    />
  )
}
