'use client'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { LostReason } from '@/payload-types'
import { SaveButton } from './SaveButton'
import { useSaving } from './useSaving'

type Props = { reasons: Pick<LostReason, 'id' | 'label'>[]; onSave: (reason: number) => Promise<void>; onCancel: () => void }

/**
 * Marking a lead Perdu: a reason from the manager's list is required before the status changes (the
 * reports count them). The reason's list takes the focus, so the keyboard goes on where the status was chosen.
 */
export function LostForm({ reasons, onSave, onCancel }: Props) {
  const [reason, setReason] = useState('')
  const { error, saving, save } = useSaving('Erreur lors de la mise à jour du statut')
  const select = useRef<HTMLSelectElement>(null)
  useEffect(() => select.current?.focus(), [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!reason) return
    await save(
      () => onSave(Number(reason)),
      () => setReason(''),
    )
  }

  return (
    <form className="ld-form ld-form--lost" onSubmit={submit} aria-label="Marquer le lead comme perdu">
      <label>
        Motif de la perte
        <select ref={select} value={reason} required onChange={(event) => setReason(event.target.value)}>
          <option value="">Choisir un motif…</option>
          {reasons.map((one) => (
            <option key={one.id} value={one.id}>
              {one.label}
            </option>
          ))}
        </select>
      </label>
      <SaveButton label="Marquer comme perdu" disabled={!reason} saving={saving} error={error} />
      <button type="button" className="ld-button ld-button--ghost" onClick={onCancel}>
        Annuler
      </button>
    </form>
  )
}
