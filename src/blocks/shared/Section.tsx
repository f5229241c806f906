import clsx from 'clsx'
import type { ReactNode } from 'react'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'

/** A page section with an optional heading, on white, a light tint or the dark brand colour. */
export function Section({
  eyebrow,
  title,
  intro,
  tone = 'white',
  children,
  id,
  className,
}: {
  eyebrow?: string
  title?: ReactNode
  intro?: ReactNode
  tone?: 'white' | 'tint' | 'dark'
  children: ReactNode
  id?: string
  className?: string
}) {
  return (
    <section
      id={id}
      className={clsx('py-14 sm:py-20', tone === 'tint' && 'bg-brand-50', tone === 'dark' && 'bg-brand-900 text-white', className)}
    >
      <Container>
        {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} tone={tone === 'dark' ? 'light' : 'dark'} />}
        <div className={clsx(title && 'mt-10 sm:mt-12')}>{children}</div>
      </Container>
    </section>
  )
}
