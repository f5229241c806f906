import { RichText } from '@payloadcms/richtext-lexical/react'
import type { RichTextBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'

export function RichTextBlockComponent({ block }: { block: RichTextBlock }) {
  return (
    <SectionBlock section={block}>
      <RichText
        data={block.content}
        className="prose-site mx-auto max-w-3xl space-y-4 leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-brand-900 [&_h3]:font-semibold [&_h3]:text-brand-900 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
      />
    </SectionBlock>
  )
}
