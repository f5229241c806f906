'use client'
import { isOverdue } from '@/leads/rules/dueViews'
import { isNextActionType, lacksNextAction, nextActionTypeLabels, type NextAction } from '@/leads/rules/nextAction'

const due = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })

/** A lead's next action in the list: type and due date (late ones marked), or a flag when an open lead has none. */
export function NextActionCell({ status, action }: { status: string; action: NextAction | null | undefined }) {
  if (lacksNextAction(status, action)) return <span className="ld-flag">Aucune prochaine action</span>
  if (!action?.type || !action.dueAt) return <>—</>
  const late = isOverdue(action.dueAt, new Date())
  return (
    <span className={late ? 'ld-due ld-due--late' : 'ld-due'}>
      {isNextActionType(action.type) ? nextActionTypeLabels[action.type] : action.type} · {due.format(new Date(action.dueAt))}
      {late && <strong> (en retard)</strong>}
    </span>
  )
}
