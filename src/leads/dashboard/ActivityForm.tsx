'use client'
import { useState, type FormEvent } from 'react'
import { SaveButton } from './SaveButton'
import { useSaving } from './useSaving'
import { activityTypeLabels, activityTypes, type ActivityType } from '@/leads/rules/activityTypes'

/** Today in the staff member's own time zone (toISOString would give the UTC date, yesterday just after midnight). */
const today = () => {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

type Props = { onSave: (date: string, types: ActivityType[]) => Promise<void> }

/** Logs a call, a message, a guide sent…: at least one type, dated today unless changed; resets after saving. */
export function ActivityForm({ onSave }: Props) {
  const [date, setDate] = useState(today)
  const [types, setTypes] = useState<ActivityType[]>([])
  const { error, saving, save } = useSaving('Erreur lors de l’enregistrement de l’activité')

  const toggle = (type: ActivityType) =>
    setTypes((current) => (current.includes(type) ? current.filter((t) => t !== type) : [...current, type]))

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!types.length) return
    await save(
      () => onSave(date, types),
      () => {
        setDate(today())
        setTypes([])
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
        Date
        <input type="date" value={date} onChange={(event) => setDate(event.target.value)} required />
      </label>
      <SaveButton label="Ajouter l’activité" disabled={!types.length} saving={saving} error={error} />
    </form>
  )
}
