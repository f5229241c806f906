import type { Block } from 'payload'
import { blockPicture } from './shared/blockPictures'
import { CallToActionBlock } from './CallToAction/config'
import { ChecklistBlock } from './Checklist/config'
import { FaqBlock } from './Faq/config'
import { FaqIndexBlock } from './FaqIndex/config'
import { FiguresBlock } from './Figures/config'
import { FormBlock } from './Form/config'
import { FormHeroBlock } from './FormHero/config'
import { HeroBlock } from './Hero/config'
import { IconCardsBlock } from './IconCards/config'
import { LegalTextBlock } from './LegalText/config'
import { MythsBlock } from './Myths/config'
import { PageIntroBlock } from './PageIntro/config'
import { ProcessStepsBlock } from './ProcessSteps/config'
import { ProductsBlock } from './Products/config'
import { QuoteBlock } from './Quote/config'
import { RichTextBlock } from './RichText/config'
import { ThankYouBlock } from './ThankYou/config'
import { TrustPointsBlock } from './TrustPoints/config'
import { VideosBlock } from './Videos/config'
import { ToolCardsBlock } from './ToolCards/config'
import { FigureCardsBlock } from './FigureCards/config'
import { ProjectsBlock } from './Projects/config'
import { TestimonialsBlock } from './Testimonials/config'
import { StoryBlock } from './Story/config'
import { TimelineBlock } from './Timeline/config'
import { PartnersBlock } from './Partners/config'
import { PressLinksBlock } from './PressLinks/config'

/**
 * Every block an editor can put on a page, in the order the admin offers them, each with its sketch in the chooser
 * and, in the page's list of blocks, named by its own words.
 */
export const pageBlocks: Block[] = [
  HeroBlock,
  FormHeroBlock,
  FiguresBlock,
  IconCardsBlock,
  ProcessStepsBlock,
  FaqBlock,
  FaqIndexBlock,
  MythsBlock,
  RichTextBlock,
  FormBlock,
  VideosBlock,
  CallToActionBlock,
  ToolCardsBlock,
  FigureCardsBlock,
  ProjectsBlock,
  TestimonialsBlock,
  QuoteBlock,
  StoryBlock,
  TimelineBlock,
  PartnersBlock,
  PressLinksBlock,
  LegalTextBlock,
  PageIntroBlock,
  TrustPointsBlock,
  ThankYouBlock,
  ChecklistBlock,
  ProductsBlock,
].map((block) => {
  const name = String(block.labels?.singular ?? block.slug)
  return {
    ...block,
    admin: {
      ...block.admin,
      components: {
        ...block.admin?.components,
        Label: { path: '/src/admin/BlockRowLabel#BlockRowLabel', clientProps: { blockLabel: name } },
      },
      images: { thumbnail: { url: blockPicture(block.slug) ?? '', alt: `Aperçu du bloc ${name}` } },
    },
  }
})
