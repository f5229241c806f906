/**
 * A cell a spreadsheet would run as a formula: it starts with a tab or a carriage return, or its first
 * visible character is = + - @ (or their full-width forms). Spreadsheets skip leading spaces, non-breaking
 * spaces and tabs before a formula, so the test looks past them.
 */
const formulaStart = /^(?:[\t\r]|[\s\u200b]*[=+\-@\uff1d\uff0b\uff0d\uff20])/

/** One CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (formulaStart.test(text)) text = `'${text}`
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows to CSV with ';' separators (what French spreadsheets expect) and CRLF line ends. */
export function toCsv(rows: unknown[][]): string {
  return rows.map((row) => row.map(csvCell).join(';')).join('\r\n')
}
