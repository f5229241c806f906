import type { ReactNode } from 'react'
import { Section } from './Section'
import type { SectionData } from './sectionFields'

/** A block drawn inside a page section with the block's own heading and background. */
export function SectionBlock({ section, children }: { section: SectionData; children: ReactNode }) {
  return (
    <Section
      eyebrow={section.eyebrow ?? undefined}
      title={section.title ?? undefined}
      intro={section.intro ?? undefined}
      tone={section.tone ?? 'white'}
      id={section.anchor ?? undefined}
    >
      {children}
    </Section>
  )
}
