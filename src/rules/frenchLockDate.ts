const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const frenchMonths = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']

/** Payload's lock dialog writes its date in American English, in the browser's zone: "Dec 6, 2026, 10:42 AM". */
const americanDate = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2}), (\d{4}), (\d{1,2}):(\d{2})[\s\u202f](AM|PM)$/

/**
 * The same moment in French typography, on the same clock: "10 h 42" today, "6 déc. 2026 à 10 h 42" another
 * day (a lock lasts minutes, but an editor's clock may pass midnight). Null when the text is not such a date.
 */
export function frenchLockDate(text: string, today: Date): string | null {
  const match = americanDate.exec(text.trim())
  if (!match) return null
  const [, month, day, year, hour12, minute, half] = match
  const monthIndex = months.indexOf(month!)
  const hour = (Number(hour12) % 12) + (half === 'PM' ? 12 : 0)
  const time = `${hour}\u00a0h\u00a0${minute}`
  const sameDay = today.getFullYear() === Number(year) && today.getMonth() === monthIndex && today.getDate() === Number(day)
  return sameDay ? time : `${day}\u00a0${frenchMonths[monthIndex]} ${year} à ${time}`
}
