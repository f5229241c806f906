import { TimelineCards } from '@/components/blocks/TimelineCards'
import { getTimeline } from '@/data/content'
import type { TimelineBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'

export async function TimelineBlockComponent({ block }: { block: TimelineBlock }) {
  const entries = await getTimeline()
  if (!entries.length) return null
  return (
    <SectionBlock section={block}>
      <TimelineCards entries={entries} />
    </SectionBlock>
  )
}
