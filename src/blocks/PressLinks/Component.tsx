import { ExternalLink } from '@/components/icons/ExternalLink'
import { Newspaper } from '@/components/icons/Newspaper'
import { Tv } from '@/components/icons/Tv'
import type { PressLinksBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'

const kindLabels: Record<NonNullable<PressLinksBlock['links']>[number]['kind'], string> = { tv: 'Reportage TV', article: 'Article' }

/** Press cards: the kind of report, the outlet and the title; each opens the outlet's page in a new window. */
export function PressLinksBlockComponent({ block }: { block: PressLinksBlock }) {
  return (
    <SectionBlock section={block}>
      <ul className="grid gap-5 md:grid-cols-3" data-testid={block.anchor ?? undefined}>
        {(block.links ?? []).map((press) => (
          <li key={press.href}>
            <a
              href={press.href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex h-full flex-col rounded-2xl border border-slate-200 p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md"
            >
              <span className="inline-flex items-center gap-2 text-xs font-semibold tracking-wide text-accent-700 uppercase">
                {press.kind === 'article' ? <Newspaper aria-hidden className="h-4 w-4" /> : <Tv aria-hidden className="h-4 w-4" />}
                {kindLabels[press.kind]}
              </span>
              <span className="mt-3 text-lg font-bold text-brand-900">{press.outlet}</span>
              <span className="mt-1 flex-1 text-sm text-slate-600">{press.title}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                Voir <ExternalLink aria-hidden className="h-4 w-4" />
                <span className="sr-only">(nouvelle fenêtre)</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </SectionBlock>
  )
}
