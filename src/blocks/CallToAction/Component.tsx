import { CtaBadges } from '@/components/blocks/CtaBadges'
import { CtaBanner } from '@/components/blocks/CtaBanner'
import type { CallToActionBlock } from '@/payload-types'
import { fillSettings } from '@/rules/settingsTokens'
import { filledLinkOf, getSettingsValues } from '../shared/settingsValues'

export async function CallToActionBlockComponent({ block }: { block: CallToActionBlock }) {
  // Buttons and badges may name a site setting ({telephone}): read at render so a settings change shows.
  const values = await getSettingsValues()
  const primary = filledLinkOf(block.primary, values)
  if (!primary) return null
  const badges = (block.badges ?? []).map((badge) => fillSettings(badge.text, values))
  return (
    <CtaBanner title={block.title} intro={block.intro ?? undefined} primary={primary} secondary={filledLinkOf(block.secondary, values)}>
      {badges.length ? <CtaBadges badges={badges} /> : null}
    </CtaBanner>
  )
}
