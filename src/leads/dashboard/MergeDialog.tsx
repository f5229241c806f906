'use client'
import { useEffect, useId, useState } from 'react'
import type { Lead } from '@/payload-types'
import { formOriginLabels } from '@/forms/registry'
import type { FormOrigin } from '@/rules/formOrigins'
import { formDataEntries } from '@/rules/formDataDisplay'
import { defaultMergePicks, mergeFieldLabels, mergeFields, type MergeField, type MergePicks, type MergeSide } from '@/leads/rules/leadMerge'
import { fetchLead, mergeLead } from './api'

type Props = {
  /** The earlier lead, kept. */
  keptId: number
  /** The lead open in the panel, merged into the kept one. */
  merged: Lead
  onMerged: () => void
  onCancel: () => void
}

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' })

/** A field's value as the admin compares it: the answers in words, an empty value as « (vide) ». */
function shown(lead: Lead, field: MergeField): string {
  if (field === 'answers') {
    const entries = formDataEntries(lead.formOrigin, lead.formData)
    const origin = formOriginLabels[lead.formOrigin as FormOrigin] ?? lead.formOrigin
    return entries.length ? `${origin}\u00a0: ${entries.map((entry) => `${entry.label}\u00a0: ${entry.value}`).join(' ; ')}` : '(vide)'
  }
  return (lead[field] ?? '').trim() || '(vide)'
}

/**
 * The merge, side by side: each field of both leads, the admin picking which one the kept lead says (the
 * newest non-empty value picked at first). Whatever is not picked stays readable on the kept lead.
 */
export function MergeDialog({ keptId, merged, onMerged, onCancel }: Props) {
  const titleId = useId()
  const [kept, setKept] = useState<Lead | null>(null)
  const [picks, setPicks] = useState<MergePicks | null>(null)
  const [error, setError] = useState('')
  const [pending, setPending] = useState(false)
  useEffect(() => {
    let current = true
    fetchLead(keptId)
      .then((lead) => {
        if (!current) return
        setKept(lead)
        setPicks((previous) => previous ?? defaultMergePicks(lead, merged))
      })
      .catch(() => current && setError('Le lead antérieur n’a pas pu être lu.'))
    return () => {
      current = false
    }
  }, [keptId, merged])

  const pick = (field: MergeField, side: MergeSide) => setPicks((previous) => previous && { ...previous, [field]: side })
  const submit = async () => {
    if (!picks) return
    setPending(true)
    setError('')
    try {
      await mergeLead(keptId, merged.id, picks)
      onMerged()
    } catch {
      setError('Erreur lors de la fusion des leads.')
      setPending(false)
    }
  }

  return (
    <section className="ld-merge" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <h3 id={titleId}>Fusionner dans le lead n° {keptId}</h3>
      <p>
        Choisissez, ligne par ligne, la valeur que garde le lead fusionné (la plus récente non vide est proposée). Les autres valeurs, les
        deux messages et les deux formulaires restent lisibles sur le lead gardé, avec ses notes, activités, visites et son historique.
      </p>
      {kept && picks ? (
        <table className="ld-merge__table">
          <thead>
            <tr>
              <th scope="col">Champ</th>
              <th scope="col">
                Lead n° {kept.id} du {day.format(new Date(kept.createdAt))} (gardé)
              </th>
              <th scope="col">
                Lead n° {merged.id} du {day.format(new Date(merged.createdAt))}
              </th>
            </tr>
          </thead>
          <tbody>
            {mergeFields.map((field) => (
              <tr key={field}>
                <th scope="row">{mergeFieldLabels[field]}</th>
                {(['kept', 'merged'] as const).map((side) => (
                  <td key={side}>
                    <label>
                      <input
                        type="radio"
                        name={`${titleId}-${field}`}
                        value={side}
                        checked={picks[field] === side}
                        onChange={() => pick(field, side)}
                      />{' '}
                      <span className="ld-message">{shown(side === 'kept' ? kept : merged, field)}</span>
                    </label>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        !error && <p className="ld-muted">Chargement du lead antérieur…</p>
      )}
      {error && (
        <p role="alert" className="ld-error">
          {error}
        </p>
      )}
      <p>
        <button type="button" className="ld-button" disabled={!picks || pending} onClick={() => void submit()}>
          {pending ? 'Fusion en cours…' : 'Fusionner'}
        </button>{' '}
        <button type="button" className="ld-button ld-button--ghost" onClick={onCancel}>
          Annuler
        </button>
      </p>
    </section>
  )
}
