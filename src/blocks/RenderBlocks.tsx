import type { ComponentType } from 'react'
import type { Page } from '@/payload-types'
import { DeferredRender } from '@/components/layout/DeferredRender'
import type { PageAddress } from '@/rules/galleryAddress'
import { CallToActionBlockComponent } from './CallToAction/Component'
import { ChecklistBlockComponent } from './Checklist/Component'
import { FaqBlockComponent } from './Faq/Component'
import { FaqIndexBlockComponent } from './FaqIndex/Component'
import { FiguresBlockComponent } from './Figures/Component'
import { FormBlockComponent } from './Form/Component'
import { FormHeroBlockComponent } from './FormHero/Component'
import { HeroBlockComponent } from './Hero/Component'
import { IconCardsBlockComponent } from './IconCards/Component'
import { LegalTextBlockComponent } from './LegalText/Component'
import { MythsBlockComponent } from './Myths/Component'
import { PageIntroBlockComponent } from './PageIntro/Component'
import { ProcessStepsBlockComponent } from './ProcessSteps/Component'
import { ProductsBlockComponent } from './Products/Component'
import { QuoteBlockComponent } from './Quote/Component'
import { RichTextBlockComponent } from './RichText/Component'
import { ThankYouBlockComponent } from './ThankYou/Component'
import { TrustPointsBlockComponent } from './TrustPoints/Component'
import { VideosBlockComponent } from './Videos/Component'
import { ToolCardsBlockComponent } from './ToolCards/Component'
import { FigureCardsBlockComponent } from './FigureCards/Component'
import { ProjectsBlockComponent } from './Projects/Component'
import { TestimonialsBlockComponent } from './Testimonials/Component'
import { StoryBlockComponent } from './Story/Component'
import { TimelineBlockComponent } from './Timeline/Component'
import { PartnersBlockComponent } from './Partners/Component'
import { PressLinksBlockComponent } from './PressLinks/Component'

type PageBlock = NonNullable<Page['layout']>[number]
type BlockOf<T extends PageBlock['blockType']> = Extract<PageBlock, { blockType: T }>
/** A block's props: the block, and the page's address (the projects' gallery reads its filter there). */
type BlockProps<B> = { block: B; pageAddress?: PageAddress }

/** One component per block type: a page is drawn by mapping its layout through this table. */
const components: { [T in PageBlock['blockType']]: ComponentType<BlockProps<BlockOf<T>>> } = {
  hero: HeroBlockComponent,
  formHero: FormHeroBlockComponent,
  figures: FiguresBlockComponent,
  iconCards: IconCardsBlockComponent,
  processSteps: ProcessStepsBlockComponent,
  faq: FaqBlockComponent,
  faqIndex: FaqIndexBlockComponent,
  myths: MythsBlockComponent,
  richText: RichTextBlockComponent,
  form: FormBlockComponent,
  videos: VideosBlockComponent,
  callToAction: CallToActionBlockComponent,
  toolCards: ToolCardsBlockComponent,
  figureCards: FigureCardsBlockComponent,
  projects: ProjectsBlockComponent,
  testimonials: TestimonialsBlockComponent,
  quote: QuoteBlockComponent,
  story: StoryBlockComponent,
  timeline: TimelineBlockComponent,
  partners: PartnersBlockComponent,
  pressLinks: PressLinksBlockComponent,
  legalText: LegalTextBlockComponent,
  pageIntro: PageIntroBlockComponent,
  trustPoints: TrustPointsBlockComponent,
  thankYou: ThankYouBlockComponent,
  checklist: ChecklistBlockComponent,
  products: ProductsBlockComponent,
}

export function RenderBlocks({ blocks, pageAddress }: { blocks: Page['layout']; pageAddress?: PageAddress }) {
  return (
    <>
      {(blocks ?? []).map((block, index) => {
        const Component = components[block.blockType] as ComponentType<BlockProps<PageBlock>>
        // The first block is the page's first screen; the others may be drawn after its first paint.
        if (index === 0) return <Component key={block.id ?? index} block={block} pageAddress={pageAddress} />
        return (
          <DeferredRender key={block.id ?? index}>
            <Component block={block} pageAddress={pageAddress} />
          </DeferredRender>
        )
      })}
    </>
  )
}
