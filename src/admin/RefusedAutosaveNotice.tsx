'use client'
import { useFormFields, useFormSubmitted } from '@payloadcms/ui'

/**
 * After an autosave the server refused (a required field emptied, a link refused…), the header says so and hides Payload's
 * « Dernière sauvegarde il y a … », which would still name the last save that went through as if the changes were kept.
 */
export function RefusedAutosaveNotice() {
  const submitted = useFormSubmitted()
  const invalid = useFormFields(([fields]) => Object.values(fields).some((field) => field?.valid === false))
  if (!submitted || !invalid) return null
  return (
    <>
      <style>{'.doc-controls .autosave { display: none; }'}</style>
      <p role="status" data-testid="refused-autosave" style={{ color: 'var(--theme-error-500)', fontWeight: 600, margin: 0 }}>
        Modifications non enregistrées{'\u00a0'}: corrigez les champs signalés.
      </p>
    </>
  )
}
