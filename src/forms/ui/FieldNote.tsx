import { Info } from '@/components/icons/Info'

/**
 * Information under a field that is not an error (a postal code outside the regions served). The live
 * region is always there, so a screen reader announces the note when it appears.
 */
export function FieldNote({ id, note }: { id: string; note: string | undefined }) {
  return (
    <div aria-live="polite">
      {note && (
        <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-slate-700">
          <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
          {note}
        </p>
      )}
    </div>
  )
}
