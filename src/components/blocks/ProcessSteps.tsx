import { Clock } from 'lucide-react'
import type { ProcessStep } from '@/content/types'

/** Numbered steps with their duration. */
export function ProcessSteps({ steps, testId }: { steps: ProcessStep[]; testId?: string }) {
  return (
    <ol data-testid={testId} className={`grid gap-5 sm:grid-cols-2 ${steps.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
      {steps.map((step) => (
        <li key={step.step} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white" aria-hidden>
            {step.step}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-brand-900">
            <span className="sr-only">Étape {step.step} : </span>
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
  )
}
