import { FaqAccordion } from '@/components/blocks/FaqAccordion'
import { Faq } from '@/components/forms/Faq'
import type { FaqBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'

export function FaqBlockComponent({ block }: { block: FaqBlock }) {
  const items = (block.items ?? []).map(({ question, answer }) => ({ question, answer }))
  return (
    <SectionBlock section={block}>
      <div className="mx-auto max-w-3xl">
        {block.display === 'disclosures' ? <Faq name={`faq-${block.id ?? 'questions'}`} items={items} /> : <FaqAccordion items={items} />}
      </div>
    </SectionBlock>
  )
}
