'use client'
import { useState, type FormEvent } from 'react'
import { SaveButton } from './SaveButton'
import { useSaving } from './useSaving'
import type { ActivityEntry } from './api'
import { localDay } from './localDay'
import { activityOutcomeLabels, activityOutcomes, activityTypeLabels, activityTypes, type ActivityType } from '@/leads/rules/activityTypes'

type Props = { onSave: (entry: ActivityEntry) => Promise<void> }

/**
 * Logs a call, a message, a guide sent…: at least one type, dated today unless changed, with how it
 * ended and a comment when there is one to say; resets after saving.
 */
export function ActivityForm({ onSave }: Props) {
  const [date, setDate] = useState(localDay)
  const [types, setTypes] = useState<ActivityType[]>([])
  const [outcome, setOutcome] = useState('')
  const [comment, setComment] = useState('')
  const { error, saving, save } = useSaving('Erreur lors de l’enregistrement de l’activité')

  const toggle = (type: ActivityType) =>
    setTypes((current) => (current.includes(type) ? current.filter((t) => t !== type) : [...current, type]))

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!types.length) return
    await save(
      () => onSave({ date, types, outcome: outcome || undefined, comment: comment.trim() || undefined }),
      () => {
        setDate(localDay())
        setTypes([])
        setOutcome('')
        setComment('')
      },
    )
  }

  return (
    <form className="ld-form" onSubmit={submit} aria-label="Ajouter une activité">
      <fieldset>
        <legend>Type d’activité</legend>
        {activityTypes.map((type) => (
          <label key={type} className="ld-check">
            <input type="checkbox" checked={types.includes(type)} onChange={() => toggle(type)} />
            {activityTypeLabels[type]}
          </label>
        ))}
      </fieldset>
      <label>
        Résultat
        <select value={outcome} onChange={(event) => setOutcome(event.target.value)}>
          <option value="">Non précisé</option>
          {activityOutcomes.map((value) => (
            <option key={value} value={value}>
              {activityOutcomeLabels[value]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Commentaire
        <textarea value={comment} maxLength={2000} rows={2} onChange={(event) => setComment(event.target.value)} />
      </label>
      <label>
        Date
        <input type="date" value={date} onChange={(event) => setDate(event.target.value)} required />
      </label>
      <SaveButton label="Ajouter l’activité" disabled={!types.length} saving={saving} error={error} />
    </form>
  )
}
