'use client'
import { useState, type FormEvent } from 'react'
import { SaveButton } from './SaveButton'
import { useSaving } from './useSaving'

/** A note needs text that is not only spaces. */
export function NoteForm({ onSave }: { onSave: (content: string) => Promise<void> }) {
  const [content, setContent] = useState('')
  const { error, saving, save } = useSaving('Erreur lors de l’enregistrement de la note')

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!content.trim()) return
    await save(
      () => onSave(content.trim()),
      () => setContent(''),
    )
  }

  return (
    <form className="ld-form" onSubmit={submit} aria-label="Ajouter une note">
      <label>
        Nouvelle note
        <textarea value={content} onChange={(event) => setContent(event.target.value)} rows={3} maxLength={5000} />
      </label>
      <SaveButton label="Ajouter la note" disabled={!content.trim()} saving={saving} error={error} />
    </form>
  )
}
