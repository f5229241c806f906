/** A panel form's button, "Enregistrement…" while sending, and its failure said beside it. */
export function SaveButton({ label, disabled, saving, error }: { label: string; disabled: boolean; saving: boolean; error: string }) {
  return (
    <>
      <button type="submit" className="ld-button" disabled={disabled || saving}>
        {saving ? 'Enregistrement…' : label}
      </button>
      {error && (
        <p role="alert" className="ld-error">
          {error}
        </p>
      )}
    </>
  )
}
