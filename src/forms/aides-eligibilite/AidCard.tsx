import clsx from 'clsx'
import { CircleCheck } from '@/components/icons/CircleCheck'
import { CircleMinus } from '@/components/icons/CircleMinus'
import type { AidResult } from './aidEligibility'

/** One aid: what it is, what it is worth or why it is refused, whether the visitor qualifies, its conditions and steps. */
export function AidCard({ aid }: { aid: AidResult }) {
  return (
    <li className={clsx('rounded-2xl border bg-white p-6 shadow-sm', aid.eligible ? 'border-brand-300' : 'border-slate-200')}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-bold text-brand-900">{aid.nom}</h3>
          <p className="mt-1 text-sm text-slate-600">{aid.description}</p>
        </div>
        <span
          className={clsx(
            'inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold',
            aid.eligible ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-700',
          )}
        >
          {aid.eligible ? <CircleCheck aria-hidden className="h-3.5 w-3.5" /> : <CircleMinus aria-hidden className="h-3.5 w-3.5" />}
          {aid.eligible ? 'Éligible' : 'Non éligible'}
        </span>
      </div>
      {/* An aid the visitor gets shows its amount; a refused one says why, not an amount the visitor will not receive. */}
      {aid.eligible ? (
        <p className="mt-4 text-2xl font-bold text-accent-700">{aid.montant}</p>
      ) : (
        <p className="mt-4 text-sm text-slate-700" data-testid="aid-unmet">
          {aid.unmet.length > 1 ? 'Conditions non remplies' : 'Condition non remplie'}
          {'\u00a0'}: {aid.unmet.join(' ; ')}.
        </p>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Conditions</h4>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600">
            {aid.conditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Démarches</h4>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-600">
            {aid.demarches.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
      {aid.mention && <p className="mt-4 text-xs text-slate-600">{aid.mention}</p>}
    </li>
  )
}
