'use client'
import type { Lead } from '@/payload-types'
import { formOriginLabels } from '@/forms/registry'
import type { FormOrigin } from '@/rules/formOrigins'
import { formDataEntries } from '@/rules/formDataDisplay'
import { mergeFieldLabels, type MergeRecord, type MergedValues } from '@/leads/rules/leadMerge'

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' })
const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })

const isRecord = (value: unknown): value is MergeRecord =>
  typeof value === 'object' && value !== null && 'lead' in value && 'mergedAt' in value && 'replaced' in value

/** The kept lead's values a merge replaced, in words. */
function replacedEntries(replaced: Partial<MergedValues>): { key: string; label: string; value: string }[] {
  const entries: { key: string; label: string; value: string }[] = []
  for (const field of ['name', 'email', 'phone', 'postalCode', 'message'] as const)
    if (field in replaced) entries.push({ key: field, label: mergeFieldLabels[field], value: replaced[field] || '(vide)' })
  if ('formData' in replaced) {
    const origin = replaced.formOrigin ?? ''
    const answers = formDataEntries(origin, replaced.formData)
      .map((entry) => `${entry.label}\u00a0: ${entry.value}`)
      .join(' ; ')
    entries.push({
      key: 'answers',
      label: `${mergeFieldLabels.answers} (${formOriginLabels[origin as FormOrigin] ?? origin})`,
      value: answers || '(vide)',
    })
  }
  return entries
}

/**
 * The leads merged into this one: what each said (message, answers, contact) and the values of this lead
 * each merge replaced, so that nothing the person sent is lost.
 */
export function MergedLeads({ lead }: { lead: Pick<Lead, 'mergedLeads'> }) {
  const records = Array.isArray(lead.mergedLeads) ? lead.mergedLeads.filter(isRecord) : []
  if (!records.length) return null
  return (
    <section aria-labelledby="ld-merged-title">
      <h3 id="ld-merged-title">Leads fusionnés dans celui-ci</h3>
      {records.map((record) => {
        const answers = formDataEntries(record.formOrigin, record.formData)
        const replaced = replacedEntries(record.replaced)
        return (
          <article key={`${record.lead}-${record.mergedAt}`} className="ld-merged">
            <h4>
              Lead n° {record.lead} du {day.format(new Date(record.createdAt))} (
              {formOriginLabels[record.formOrigin as FormOrigin] ?? record.formOrigin})
            </h4>
            <p className="ld-muted">
              Fusionné le {dateTime.format(new Date(record.mergedAt))} par {record.mergedBy || 'un administrateur'}
            </p>
            <p>
              {record.name} · {record.email}
              {record.phone ? ` · ${record.phone}` : ''}
              {record.postalCode ? ` · ${record.postalCode}` : ''}
            </p>
            <p className="ld-message">{record.message || 'Aucun message.'}</p>
            {answers.length > 0 && (
              <dl className="ld-details">
                {answers.map((entry) => (
                  <div key={entry.key}>
                    <dt>{entry.label}</dt>
                    <dd>{entry.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {replaced.length > 0 && (
              <>
                <p>Valeurs de ce lead remplacées par la fusion{'\u00a0'}:</p>
                <dl className="ld-details">
                  {replaced.map((entry) => (
                    <div key={entry.key}>
                      <dt>{entry.label}</dt>
                      <dd className="ld-message">{entry.value}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </article>
        )
      })}
    </section>
  )
}
