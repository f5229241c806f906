'use client'

type Props = { permission: NotificationPermission | 'unsupported'; onAllow: () => void }

/** Where a salesperson allows the browser's reminders, or reads that they are on, or blocked. */
export function ReminderSwitch({ permission, onAllow }: Props) {
  if (permission === 'unsupported') return null
  if (permission === 'default')
    return (
      <button type="button" className="ld-button ld-button--ghost" onClick={onAllow}>
        Recevoir les rappels dans le navigateur
      </button>
    )
  return (
    <span className="ld-user" title={permission === 'granted' ? undefined : 'Autorisez les notifications pour ce site dans le navigateur.'}>
      {permission === 'granted' ? 'Rappels du navigateur activés' : 'Rappels du navigateur bloqués'}
    </span>
  )
}
