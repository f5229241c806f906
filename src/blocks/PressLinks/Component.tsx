import { PressCards } from '@/components/blocks/PressCards'
import type { PressLinksBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'

export function PressLinksBlockComponent({ block }: { block: PressLinksBlock }) {
  const links = (block.links ?? []).map((link) => ({ kind: link.kind, outlet: link.outlet, title: link.title, href: link.href }))
  return (
    <SectionBlock section={block}>
      <PressCards links={links} testId={block.anchor ?? undefined} />
    </SectionBlock>
  )
}
