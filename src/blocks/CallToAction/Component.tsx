import { CtaBadges } from '@/components/blocks/CtaBadges'
import { CtaBanner } from '@/components/blocks/CtaBanner'
import { CtaPanel } from '@/components/blocks/CtaPanel'
import type { CallToActionBlock } from '@/payload-types'
import { fillSettings } from '@/rules/settingsTokens'
import { iconOf } from '../shared/icons'
import { filledLinkOf, getSettingsValues } from '../shared/settingsValues'

export async function CallToActionBlockComponent({ block }: { block: CallToActionBlock }) {
  // The text, buttons and badges may name a site setting ({telephone}): read at render so a settings change shows.
  const values = await getSettingsValues()
  const primary = filledLinkOf(block.primary, values)
  if (!primary) return null
  const tone = block.tone ?? 'brand'
  const badges = (block.badges ?? []).map((badge) => ({ text: fillSettings(badge.text, values), icon: iconOf(badge.icon) }))
  const Frame = tone === 'light' ? CtaPanel : CtaBanner
  return (
    <Frame
      title={block.title}
      intro={block.intro ? fillSettings(block.intro, values) : undefined}
      primary={primary}
      secondary={filledLinkOf(block.secondary, values)}
    >
      {badges.length ? <CtaBadges badges={badges} tone={tone} /> : null}
    </Frame>
  )
}
