/** 'Étape n sur N' with its percentage and a bar. */
export function WizardProgress({ step, total }: { step: number; total: number }) {
  const percent = Math.round((step / total) * 100)
  return (
    <div>
      <div className="flex items-center justify-between text-sm font-medium text-slate-600">
        <span>
          Étape {step} sur {total}
        </span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Progression du formulaire"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Étape ${step} sur ${total}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
