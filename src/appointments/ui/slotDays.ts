const PARIS = 'Europe/Paris'
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: PARIS, year: 'numeric', month: '2-digit', day: '2-digit' })
const dayLabel = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, weekday: 'long', day: 'numeric', month: 'long' })
const timeLabel = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, hour: '2-digit', minute: '2-digit' })
const fullLabel = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, dateStyle: 'full', timeStyle: 'short' })

/** Slot starts (ISO instants) by Paris day, in order: "mardi 1 décembre" then "09:00", "10:30"… */
export function groupSlotsByDay(slots: readonly string[]) {
  const days = new Map<string, { day: string; label: string; slots: { start: string; label: string }[] }>()
  for (const start of slots) {
    const instant = new Date(start)
    const key = dayKey.format(instant)
    const day = days.get(key) ?? { day: key, label: dayLabel.format(instant), slots: [] }
    day.slots.push({ start, label: timeLabel.format(instant) })
    days.set(key, day)
  }
  return [...days.values()]
}

/** "jeudi 3 décembre 2026 à 10:00", Paris time. */
export const visitDate = (start: string) => fullLabel.format(new Date(start))
