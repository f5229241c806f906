'use client'

import type { ComponentProps, ReactNode } from 'react'
import { Container } from '@/components/ui/Container'
import { FormCard } from './FormCard'
import { FormPageHero } from './FormPageHero'
import { StartPanel } from './StartPanel'

type Props = {
  hero: { eyebrow: string; title: string }
  /** What the visitor gets, and the button to begin. */
  start: Omit<ComponentProps<typeof StartPanel>, 'onStart'>
  onStart: () => void
  /** Once started, the form under its heading (where the focus goes). */
  started: boolean
  formHeading: string
  children: ReactNode
}

/** A landing tool's page before its result: the page's hero, then in one card the start panel or, once started, the form. */
export function ToolLanding({ hero, start, onStart, started, formHeading, children }: Props) {
  return (
    <>
      <FormPageHero eyebrow={hero.eyebrow} title={hero.title} />
      <Container className="max-w-3xl pb-16">
        <FormCard>
          {started ? (
            <>
              <h2 data-focus-target className="mb-6 text-xl font-bold text-brand-900 outline-none">
                {formHeading}
              </h2>
              {children}
            </>
          ) : (
            <StartPanel {...start} onStart={onStart} />
          )}
        </FormCard>
      </Container>
    </>
  )
}
