import type { FaqBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'
import { FaqAccordionChunk } from './FaqAccordionChunk'
import { FaqDisclosures } from './FaqDisclosures'

/**
 * Questions and answers: an accordion, or native disclosures sharing one name, so that one opens at a time
 * even without script.
 */
export function FaqBlockComponent({ block }: { block: FaqBlock }) {
  const items = (block.items ?? []).map(({ question, answer }) => ({ question, answer }))
  return (
    <SectionBlock section={block}>
      <div className="mx-auto max-w-3xl">
        {block.display === 'disclosures' ? (
          <FaqDisclosures name={`faq-${block.id ?? 'questions'}`} items={items} />
        ) : (
          <FaqAccordionChunk items={items} />
        )}
      </div>
    </SectionBlock>
  )
}
