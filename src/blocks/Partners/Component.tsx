import { PartnerMarks } from '@/components/blocks/PartnerMarks'
import type { PartnersBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'

export function PartnersBlockComponent({ block }: { block: PartnersBlock }) {
  return (
    <SectionBlock section={block}>
      <PartnerMarks names={(block.partners ?? []).map((partner) => partner.label)} />
    </SectionBlock>
  )
}
