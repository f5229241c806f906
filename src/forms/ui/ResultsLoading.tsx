import { LoaderCircle } from '@/components/icons/LoaderCircle'

/** Shown while a results page reads the saved answers (or before it sends the visitor back to the form). */
export function ResultsLoading({ label = 'Chargement de vos résultats...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-slate-600">
      <LoaderCircle aria-hidden className="h-10 w-10 animate-spin text-brand-600" />
      <p className="font-medium">{label}</p>
    </div>
  )
}
