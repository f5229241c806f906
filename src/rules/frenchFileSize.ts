const units = ['octets', 'ko', 'Mo', 'Go', 'To']
const englishUnits: Record<string, number> = { bytes: 0, KB: 1, MB: 2, GB: 3, TB: 4 }

/** A size in bytes as French writes it: « 452 ko », « 7,9 Mo », « 12 octets » (binary multiples, as Payload counts). */
export function frenchFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return ''
  const power = bytes < 1 ? 0 : Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)))
  const value = bytes / 1024 ** power
  const digits = power === 0 || value >= 100 ? 0 : 1
  const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: digits }).format(value)
  return `${number}\u00a0${units[power]}`
}

/** Payload's sizes written in English inside a text (« 62KB », « 7.9 MB », « 12 bytes »), each in French. */
export function frenchFileSizesIn(text: string): string {
  return text.replace(/\b(\d+(?:\.\d+)?)\s?(bytes|KB|MB|GB|TB)\b/g, (_, amount: string, unit: string) =>
    frenchFileSize(Number(amount) * 1024 ** englishUnits[unit]!),
  )
}
