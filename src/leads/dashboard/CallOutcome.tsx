'use client'
import { useState, type RefObject } from 'react'
import { activityOutcomeLabels, activityOutcomes, type ActivityOutcome } from '@/leads/rules/activityTypes'
import type { ActivityEntry } from './api'
import { localDay } from './localDay'
import { useSaving } from './useSaving'

type Props = { onSave: (entry: ActivityEntry) => Promise<void>; headingRef: RefObject<HTMLHeadingElement | null> }

/**
 * After a call, one tap logs how it ended (Joint, Messagerie, Pas de réponse, Rendez-vous pris) as a call
 * made today, with the comment typed above, if any. What was logged is said in a live region.
 */
export function CallOutcome({ onSave, headingRef }: Props) {
  const [comment, setComment] = useState('')
  const [logged, setLogged] = useState('')
  const { error, saving, save } = useSaving('Erreur lors de l’enregistrement de l’appel')

  const log = (outcome: ActivityOutcome) =>
    save(
      () => onSave({ date: localDay(), types: ['called'], outcome, comment: comment.trim() || undefined }),
      () => {
        setComment('')
        setLogged(`Appel enregistré\u00a0: ${activityOutcomeLabels[outcome]}.`)
      },
    )

  return (
    <section className="ld-call" aria-labelledby="ld-call-title">
      <h3 id="ld-call-title" ref={headingRef} tabIndex={-1}>
        Résultat de l’appel
      </h3>
      <div className="ld-call__outcomes">
        {activityOutcomes.map((outcome) => (
          <button key={outcome} type="button" className="ld-button" disabled={saving} onClick={() => void log(outcome)}>
            {activityOutcomeLabels[outcome]}
          </button>
        ))}
      </div>
      <label className="ld-call__comment">
        Commentaire de l’appel
        <textarea value={comment} maxLength={2000} rows={2} onChange={(event) => setComment(event.target.value)} />
      </label>
      <p role="status" className="ld-muted">
        {logged}
      </p>
      {error && (
        <p role="alert" className="ld-error">
          {error}
        </p>
      )}
    </section>
  )
}
