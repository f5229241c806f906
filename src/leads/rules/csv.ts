/** One CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows to CSV with ';' separators (what French spreadsheets expect) and CRLF line ends. */
export function toCsv(rows: unknown[][]): string {
  return rows.map((row) => row.map(csvCell).join(';')).join('\r\n')
}
