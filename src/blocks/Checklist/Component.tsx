import { Checklist } from '@/components/blocks/Checklist'
import type { ChecklistBlock } from '@/payload-types'
import { iconOf } from '../shared/icons'
import { SectionBlock } from '../shared/SectionBlock'

export function ChecklistBlockComponent({ block }: { block: ChecklistBlock }) {
  const items = (block.items ?? []).map((item) => ({ text: item.text, icon: iconOf(item.icon) }))
  return (
    <SectionBlock section={block}>
      <Checklist items={items} display={block.display} testId={block.anchor ?? undefined} />
    </SectionBlock>
  )
}
