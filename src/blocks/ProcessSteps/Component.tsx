import { CalendarClock } from '@/components/icons/CalendarClock'
import { Clock } from '@/components/icons/Clock'
import type { ProcessStepsBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'

/** Numbered steps with their duration, under the whole duration and above an optional footnote with its link. */
export function ProcessStepsBlockComponent({ block }: { block: ProcessStepsBlock }) {
  const steps = block.steps ?? []
  return (
    <SectionBlock section={block}>
      {block.total && (
        <p className="-mt-4 mb-10 flex justify-center">
          <span
            className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100"
            data-testid={block.anchor ? `${block.anchor}-total` : undefined}
          >
            <CalendarClock aria-hidden className="h-5 w-5 text-accent-600" /> Au total : {block.total}
          </span>
        </p>
      )}
      <ol
        data-testid={block.anchor ?? undefined}
        className={`grid gap-5 sm:grid-cols-2 ${steps.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
      >
        {steps.map((step, index) => (
          <li key={index + 1} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span
              className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
              aria-hidden
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-brand-900">
              <span className="sr-only">Étape {index + 1} : </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.description}</p>
            {step.duration && (
              <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-800">
                <Clock aria-hidden className="h-3.5 w-3.5" /> {step.duration}
              </p>
            )}
          </li>
        ))}
      </ol>
      {(block.footnote || block.footnoteHref) && (
        <p className="mt-10 text-center text-slate-700">
          {block.footnote}
          {block.footnoteHref && block.footnoteLinkLabel && (
            <>
              {' '}
              <a href={block.footnoteHref} className="font-semibold text-brand-700 underline">
                {block.footnoteLinkLabel}
              </a>
            </>
          )}
        </p>
      )}
    </SectionBlock>
  )
}
