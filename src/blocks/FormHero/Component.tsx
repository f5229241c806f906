import { FormHero } from '@/components/blocks/FormHero'
import { HeroFormCard } from '@/components/blocks/HeroFormCard'
import type { FormHeroBlock } from '@/payload-types'
import { FormOfChoice } from '../Form/FormOfChoice'
import { filledFigures, getSettingsValues } from '../shared/settingsValues'

export async function FormHeroBlockComponent({ block }: { block: FormHeroBlock }) {
  const anchor = block.anchor ?? undefined
  return (
    <FormHero
      eyebrow={block.eyebrow ?? undefined}
      title={block.title}
      intro={block.intro ?? undefined}
      // A figure may name a site setting ({projets}): read at render so a settings change shows here.
      figures={filledFigures(block.figures, await getSettingsValues())}
      testId={anchor}
      form={
        <HeroFormCard
          title={block.formTitle ?? undefined}
          intro={block.formIntro ?? undefined}
          anchor={anchor && `formulaire-${anchor}`}
          testId={anchor && `${anchor}-form-container`}
        >
          <FormOfChoice form={block.form} />
        </HeroFormCard>
      }
    />
  )
}
