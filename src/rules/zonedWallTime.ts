/** The company's time zone: its visits, due dates, digests and schedules are on Paris clocks. */
export const PARIS = 'Europe/Paris'

/**
 * A wall-clock time, as an editor reads it on a clock in some time zone (month 1-12). Fields may overflow
 * (day 32 of March is 1 April, minute 600 is 10:00), as in Date.UTC.
 */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number }

const formats = new Map<string, Intl.DateTimeFormat>()
/** One formatter per time zone, made once: building one costs far more than using it (slots read thousands). */
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    formats.set(timeZone, format)
  }
  return format
}

/** The wall-clock time that `instant` shows in `timeZone`. */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const parts = partsFormat(timeZone).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value)
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') }
}

const asUtc = ({ year, month, day, hour, minute }: WallTime) => Date.UTC(year, month - 1, day, hour, minute)

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds (Paris: 1 h in winter, 2 h in summer). */
const offsetAt = (instant: number, timeZone: string) =>
  asUtc(wallTimeAt(new Date(instant), timeZone)) - Math.floor(instant / 60_000) * 60_000

/**
 * The instant at which clocks in `timeZone` show `wall`. The offset is read twice, the second time at the
 * first guess, so that a time on a daylight-saving day takes the offset in force at that time.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string): Date {
  const naive = asUtc(wall)
  const guess = naive - offsetAt(naive, timeZone)
  return new Date(naive - offsetAt(guess, timeZone))
}

/** "26/11/2026 14:30": a date and 24-hour time as shown in `timeZone`. */
export function formatInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant)
}
