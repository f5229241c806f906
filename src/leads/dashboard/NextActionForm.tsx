'use client'
import { useState, type FormEvent } from 'react'
import { isClosedStatus } from '@/leads/rules/leadStatus'
import { convertedStatus, hasNextAction, nextActionTypeLabels, nextActionTypes, type NextAction } from '@/leads/rules/nextAction'
import { SaveButton } from './SaveButton'
import { useSaving } from './useSaving'

/** A due date as the datetime-local input shows it, in the staff member's own time zone. */
const localInput = (iso: string | null | undefined) => {
  if (!iso) return ''
  const at = new Date(iso)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
}

type Props = { status: string; action: NextAction | null | undefined; onSave: (action: NextAction) => Promise<void> }

/**
 * Plans the lead's next action (type, due date and time, note), or clears it once done. A closed lead has none,
 * and the form says so instead, but a Converti lead whose action was kept still shows it.
 */
export function NextActionForm({ status, action, onSave }: Props) {
  const [type, setType] = useState(action?.type ?? '')
  const [dueAt, setDueAt] = useState(localInput(action?.dueAt))
  const [note, setNote] = useState(action?.note ?? '')
  const { error, saving, save } = useSaving('Erreur lors de l’enregistrement de la prochaine action')
  const clearing = useSaving('Erreur lors de la suppression de la prochaine action')

  const keptOnConverted = status === convertedStatus && hasNextAction(action)
  if (isClosedStatus(status) && !keptOnConverted) return <p className="ld-muted">Lead clos{'\u00a0'}: aucune prochaine action.</p>

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!type || !dueAt) return
    await save(
      () => onSave({ type, dueAt: new Date(dueAt).toISOString(), note: note.trim() || null }),
      () => undefined,
    )
  }

  const clear = () =>
    clearing.save(
      () => onSave({ type: null, dueAt: null, note: null }),
      () => {
        setType('')
        setDueAt('')
        setNote('')
      },
    )

  return (
    <form className="ld-form" onSubmit={submit} aria-label="Prochaine action">
      <label>
        Type d’action
        <select value={type} onChange={(event) => setType(event.target.value)} required>
          <option value="">Choisir…</option>
          {nextActionTypes.map((value) => (
            <option key={value} value={value}>
              {nextActionTypeLabels[value]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Échéance
        <input type="datetime-local" value={dueAt} onChange={(event) => setDueAt(event.target.value)} required />
      </label>
      <label>
        Note de l’action
        <input type="text" value={note} onChange={(event) => setNote(event.target.value)} maxLength={1000} />
      </label>
      <SaveButton label="Enregistrer la prochaine action" disabled={!type || !dueAt} saving={saving} error={error} />
      {action?.type && (
        <button type="button" className="ld-button ld-button--ghost" onClick={() => void clear()} disabled={clearing.saving}>
          Action faite / supprimer
        </button>
      )}
      {clearing.error && (
        <p role="alert" className="ld-error">
          {clearing.error}
        </p>
      )}
    </form>
  )
}
