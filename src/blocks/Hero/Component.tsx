import { HeroPicture } from '@/components/blocks/HeroPicture'
import { PageHero } from '@/components/blocks/PageHero'
import { mediaOf } from '@/data/media'
import { mediaPath } from '@/lib/mediaUrl'
import type { HeroBlock } from '@/payload-types'
import { fillSettings, type SettingsValues } from '@/rules/settingsTokens'
import { filledLinkOf, getSettingsValues } from '../shared/settingsValues'

/** The badge's figure may name a site setting ({plus-value}): read at render so a settings change shows. */
function badgeOf(badge: HeroBlock['badge'], values: SettingsValues): { value: string; lines: string[] } | undefined {
  if (!badge?.value) return undefined
  return { value: fillSettings(badge.value, values), lines: (badge.text ?? '').split('\n').filter(Boolean) }
}

export async function HeroBlockComponent({ block }: { block: HeroBlock }) {
  // Buttons and the badge may name a site setting ({telephone}, {plus-value}).
  const values = await getSettingsValues()
  const image = mediaOf(block.image)
  const src = mediaPath(image?.url)
  const picture = image && src ? <HeroPicture src={src} alt={image.alt} badge={badgeOf(block.badge, values)} /> : undefined
  return (
    <PageHero
      eyebrow={block.eyebrow ?? undefined}
      title={block.title}
      intro={block.intro ?? undefined}
      primary={filledLinkOf(block.primary, values)}
      secondary={filledLinkOf(block.secondary, values)}
      trust={block.trust?.length ? block.trust.map((item) => item.text) : undefined}
      compact={block.compact ?? false}
      centered={!picture && (block.centered ?? false)}
      aside={picture}
    />
  )
}
