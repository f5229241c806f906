import { FormPageHero } from '@/components/forms/FormPageHero'
import type { PageIntroBlock } from '@/payload-types'

export function PageIntroBlockComponent({ block }: { block: PageIntroBlock }) {
  return <FormPageHero eyebrow={block.eyebrow ?? undefined} title={block.title} intro={block.intro ?? undefined} />
}
