import type { ReportRange } from './reportRange'

/**
 * A report's period chooser (the sales reports, the audience): from and to, sent as ?du=…&au=… to `action`; a period the
 * server refused is said, with the default one shown instead.
 */
export function PeriodForm({
  action,
  label,
  range,
  refusal,
}: {
  action: string
  label: string
  range: ReportRange
  refusal: string | null
}) {
  return (
    <>
      <form className="ld-filters" method="get" action={action} aria-label={label}>
        <label>
          Du
          <input type="date" name="du" defaultValue={range.from} required />
        </label>
        <label>
          Au
          <input type="date" name="au" defaultValue={range.to} required />
        </label>
        <button type="submit" className="ld-button">
          Afficher
        </button>
      </form>
      {refusal && (
        <p role="alert" className="ld-error">
          {refusal} Période par défaut affichée.
        </p>
      )}
    </>
  )
}
