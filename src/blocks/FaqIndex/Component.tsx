import { FaqDisclosures } from '@/blocks/Faq/FaqDisclosures'
import { getSettingsValues } from '@/blocks/shared/settingsValues'
import { getPageLayouts } from '@/data/pages'
import type { FaqIndexBlock } from '@/payload-types'
import { withFrenchTypography } from '@/rules/frenchTypography'
import { pagePath } from '@/rules/pagePath'
import { withSettings } from '@/rules/settingsTokens'
import { SectionBlock } from '../shared/SectionBlock'
import { faqGroups } from './faqGroups'

/** The site's questions, page by page, each group linking to its page. */
export async function FaqIndexBlockComponent({ block }: { block: FaqIndexBlock }) {
  const groups = withFrenchTypography(withSettings(faqGroups(await getPageLayouts()), await getSettingsValues()))
  // One level under the block's own heading, or under the page's when the block has none: no level skipped.
  const GroupHeading = block.title ? 'h3' : 'h2'
  return (
    <SectionBlock section={block}>
      <div className="mx-auto max-w-3xl space-y-10" data-testid="faq-index">
        {groups.map((group) => (
          <section key={group.slug} aria-labelledby={`faq-${group.slug}`}>
            <GroupHeading id={`faq-${group.slug}`} className="text-xl font-bold text-brand-900">
              <a href={pagePath(group.slug)} className="hover:underline">
                {group.title}
              </a>
            </GroupHeading>
            <div className="mt-4">
              <FaqDisclosures name={`faq-${group.slug}`} items={group.items} />
            </div>
          </section>
        ))}
      </div>
    </SectionBlock>
  )
}
