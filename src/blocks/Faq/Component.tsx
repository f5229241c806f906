import { FaqAccordion } from '../shared/interactiveParts'
import { FaqDisclosures } from '@/components/blocks/FaqDisclosures'
import type { FaqBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'

export function FaqBlockComponent({ block }: { block: FaqBlock }) {
  const items = (block.items ?? []).map(({ question, answer }) => ({ question, answer }))
  return (
    <SectionBlock section={block}>
      <div className="mx-auto max-w-3xl">
        {block.display === 'disclosures' ? (
          <FaqDisclosures name={`faq-${block.id ?? 'questions'}`} items={items} />
        ) : (
          <FaqAccordion items={items} />
        )}
      </div>
    </SectionBlock>
  )
}
