import { Figures } from '@/components/blocks/Figures'
import { LabelPills } from '@/components/blocks/LabelPills'
import type { FiguresBlock } from '@/payload-types'
import { iconOf } from '../shared/icons'
import { SectionBlock } from '../shared/SectionBlock'
import { filledFigures, getSettingsValues } from '../shared/settingsValues'

export async function FiguresBlockComponent({ block }: { block: FiguresBlock }) {
  // A figure may name a site setting ({projets-accueil}): read at render so a settings change shows here.
  const figures = filledFigures(block.figures, await getSettingsValues())
  return (
    <SectionBlock section={block}>
      {block.labels?.length ? <LabelPills labels={block.labels.map((item) => ({ label: item.label, icon: iconOf(item.icon) }))} /> : null}
      <Figures figures={figures} tone={block.tone === 'dark' ? 'dark' : 'light'} testId={block.anchor ?? undefined} />
    </SectionBlock>
  )
}
