import { HeroPicture } from '@/components/blocks/HeroPicture'
import { PageHero } from '@/components/blocks/PageHero'
import { mediaOf } from '@/data/media'
import { mediaPath } from '@/lib/mediaUrl'
import type { HeroBlock } from '@/payload-types'
import { fillSettings } from '@/rules/settingsTokens'
import { linkOf } from '../shared/linkFields'
import { getSettingsValues } from '../shared/settingsValues'

/** The badge's figure may name a site setting ({plus-value}): read at render so a settings change shows. */
async function badgeOf(badge: HeroBlock['badge']): Promise<{ value: string; lines: string[] } | undefined> {
  if (!badge?.value) return undefined
  const values = await getSettingsValues()
  return { value: fillSettings(badge.value, values), lines: (badge.text ?? '').split('\n').filter(Boolean) }
}

export async function HeroBlockComponent({ block }: { block: HeroBlock }) {
  const image = mediaOf(block.image)
  const src = mediaPath(image?.url)
  return (
    <PageHero
      eyebrow={block.eyebrow ?? undefined}
      title={block.title}
      intro={block.intro ?? undefined}
      primary={linkOf(block.primary)}
      secondary={linkOf(block.secondary)}
      trust={block.trust?.length ? block.trust.map((item) => item.text) : undefined}
      compact={block.compact ?? false}
      aside={image && src ? <HeroPicture src={src} alt={image.alt} badge={await badgeOf(block.badge)} /> : undefined}
    />
  )
}
