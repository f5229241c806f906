import { FormPageHero } from '@/forms/ui/FormPageHero'
import { ButtonLink } from '@/components/ui/ButtonLink'
import type { PageIntroBlock } from '@/payload-types'
import { linkOf } from '../shared/linkFields'

export function PageIntroBlockComponent({ block }: { block: PageIntroBlock }) {
  const button = linkOf(block.button)
  return (
    <FormPageHero eyebrow={block.eyebrow ?? undefined} title={block.title} intro={block.intro ?? undefined}>
      {button && (
        <div className="mt-8">
          <ButtonLink href={button.href} icon={button.icon}>
            {button.label}
          </ButtonLink>
        </div>
      )}
    </FormPageHero>
  )
}
