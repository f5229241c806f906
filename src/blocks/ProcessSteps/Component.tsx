import { CalendarClock } from 'lucide-react'
import Link from 'next/link'
import { ProcessSteps } from '@/components/blocks/ProcessSteps'
import type { ProcessStepsBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'

export function ProcessStepsBlockComponent({ block }: { block: ProcessStepsBlock }) {
  const steps = (block.steps ?? []).map((step, index) => ({
    step: index + 1,
    title: step.title,
    description: step.description,
    duration: step.duration ?? undefined,
  }))
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
      <ProcessSteps steps={steps} testId={block.anchor ?? undefined} />
      {(block.footnote || block.footnoteHref) && (
        <p className="mt-10 text-center text-slate-700">
          {block.footnote}
          {block.footnoteHref && block.footnoteLinkLabel && (
            <>
              {' '}
              <Link href={block.footnoteHref} className="font-semibold text-brand-700 underline">
                {block.footnoteLinkLabel}
              </Link>
            </>
          )}
        </p>
      )}
    </SectionBlock>
  )
}
