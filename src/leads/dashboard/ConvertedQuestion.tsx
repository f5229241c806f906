'use client'
import { useEffect, useId, useRef } from 'react'
import { describeNextAction, type NextAction } from '@/leads/rules/nextAction'
import { useSaving } from './useSaving'

type Props = { action: NextAction; onAnswer: (keep: boolean) => Promise<void>; onCancel: () => void }

/**
 * Marking Converti a lead that has a next action: the salesperson says whether the action stays (a signed job may
 * still need its contract sent) or goes; nothing changes until then. The question takes the focus, so the keyboard
 * goes on where the status was chosen.
 */
export function ConvertedQuestion({ action, onAnswer, onCancel }: Props) {
  const { error, saving, save } = useSaving('Erreur lors de la mise à jour du statut')
  const questionId = useId()
  const keep = useRef<HTMLButtonElement>(null)
  useEffect(() => keep.current?.focus(), [])
  const answer = (keeping: boolean) =>
    void save(
      () => onAnswer(keeping),
      () => undefined,
    )

  return (
    <div role="group" aria-labelledby={questionId} className="ld-form ld-form--converted">
      <p id={questionId}>
        Ce lead passe en Converti. Garder sa prochaine action{'\u00a0'}: <strong>{describeNextAction(action)}</strong>
        {'\u00a0'}?
      </p>
      <button ref={keep} type="button" className="ld-button" disabled={saving} onClick={() => answer(true)}>
        Garder la prochaine action
      </button>
      <button type="button" className="ld-button" disabled={saving} onClick={() => answer(false)}>
        Retirer la prochaine action
      </button>
      <button type="button" className="ld-button ld-button--ghost" disabled={saving} onClick={onCancel}>
        Annuler
      </button>
      {saving && <p>Enregistrement…</p>}
      {error && (
        <p role="alert" className="ld-error">
          {error}
        </p>
      )}
    </div>
  )
}
