import { ArrowRight } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

/** Project cards in a grid of up to three columns, with an optional link centred beneath. */
export function ProjectGrid({
  cards,
  link,
  testId,
}: {
  cards: { id: number; card: ReactNode }[]
  link?: { label: string; href: string }
  testId?: string
}) {
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
        {cards.map((item) => (
          <li key={item.id}>{item.card}</li>
        ))}
      </ul>
      {link && (
        <p className="mt-8 text-center">
          <Link href={link.href} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
            {link.label} <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </p>
      )}
    </>
  )
}
