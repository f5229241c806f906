import { ChevronDown } from '@/components/icons/ChevronDown'

/** Questions and answers as native disclosures sharing one name, so one opens at a time, even without script. */
export function FaqDisclosures({ name, items }: { name: string; items: readonly { question: string; answer: string }[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} name={name} className="group p-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown aria-hidden className="h-5 w-5 shrink-0 text-slate-500 transition group-open:rotate-180" />
          </summary>
          <p className="mt-3 text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
