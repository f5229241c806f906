import { FaqAccordion } from '@/components/blocks/FaqAccordion'
import type { FaqBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'

export function FaqBlockComponent({ block }: { block: FaqBlock }) {
  const items = (block.items ?? []).map(({ question, answer }) => ({ question, answer }))
  return (
    <SectionBlock section={block}>
      <div className="mx-auto max-w-3xl">
        <FaqAccordion items={items} />
      </div>
    </SectionBlock>
  )
}
