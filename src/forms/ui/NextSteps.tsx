type Props = {
  steps: readonly { title: string; text: string }[]
  /** The section's frame, which differs between a recap and a thank-you page. */
  className: string
  badgeClassName: string
}

/** 'Les prochaines étapes': numbered steps after a request. */
export function NextSteps({ steps, className, badgeClassName }: Props) {
  return (
    <section aria-labelledby="prochaines-etapes" className={className}>
      <h2 id="prochaines-etapes" className="text-lg font-semibold text-brand-900">
        Les prochaines étapes
      </h2>
      <ol className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full font-bold text-brand-800 ${badgeClassName}`}
            >
              {index + 1}
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{step.title}</span>
              <span className="block text-sm text-slate-600">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
