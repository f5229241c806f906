import { MythCards } from '@/components/blocks/MythCards'
import type { MythsBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'

export function MythsBlockComponent({ block }: { block: MythsBlock }) {
  const items = (block.items ?? []).map(({ myth, reality }) => ({ myth, reality }))
  return (
    <SectionBlock section={block}>
      <MythCards items={items} testId={block.anchor ?? undefined} />
    </SectionBlock>
  )
}
