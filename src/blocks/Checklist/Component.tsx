import { Checklist } from '@/components/blocks/Checklist'
import type { ChecklistBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'

export function ChecklistBlockComponent({ block }: { block: ChecklistBlock }) {
  return (
    <SectionBlock section={block}>
      <Checklist items={(block.items ?? []).map((item) => item.text)} display={block.display} testId={block.anchor ?? undefined} />
    </SectionBlock>
  )
}
