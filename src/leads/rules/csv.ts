/**
 * What a spreadsheet skips, or draws as nothing, before a formula: white space (non-breaking and
 * ideographic spaces included), every format character (Unicode Cf: zero-width joiners, word joiner,
 * soft hyphen, direction marks, BOM, Mongolian vowel separator…), the combining grapheme joiner and the
 * Hangul fillers. A formula behind any run of them is still a formula.
 */
const invisibleLead = String.raw`[\s\p{Cf}\u034f\u180e\u115f\u1160\u3164\uffa0]*`

/**
 * A cell a spreadsheet would run as a formula: it starts with a tab or a carriage return, or its first
 * visible character is = + - @ (or their full-width forms).
 */
const formulaStart = new RegExp(String.raw`^(?:[\t\r]|${invisibleLead}[=+\-@\uff1d\uff0b\uff0d\uff20])`, 'u')

/**
 * Quoted as RFC 4180 asks whenever a cell holds a separator any import might split on (`;`, `,`, tab),
 * a quote or a line break: the export uses `;`, but a spreadsheet opening it may split on the others.
 */
const needsQuotes = /[";,\t\n\r]/

/**
 * A value a spreadsheet must keep as text, however it looks: a phone number `0322334455` would lose its
 * leading 0 as a number. Written `="0322334455"` (RFC 4180-quoted), which Excel and LibreOffice both
 * open as that text. Only the characters of a phone number are kept (digits, spaces, + . - ( )), so the
 * formula can never compute anything else.
 */
export class CsvText {
  constructor(readonly text: string) {}
}

const textFormula = (value: CsvText) => {
  const safe = value.text.replace(/[^0-9 +.()-]/g, '').trim()
  return safe ? `"=""${safe}"""` : ''
}

/** One CSV cell: quoted when needed, and never read as a formula by a spreadsheet (CsvText: only as its text). */
export function csvCell(value: unknown): string {
  if (value instanceof CsvText) return textFormula(value)
  let text = value === null || value === undefined ? '' : String(value)
  if (formulaStart.test(text)) text = `'${text}`
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows to CSV with ';' separators (what French spreadsheets expect) and CRLF line ends. */
export function toCsv(rows: unknown[][]): string {
  return rows.map((row) => row.map(csvCell).join(';')).join('\r\n')
}

/** Rows as a CSV file to download: a BOM first, so that spreadsheet software reads the accents as UTF-8. */
export function csvDownload(rows: unknown[][], fileName: string): Response {
  return new Response(`\uFEFF${toCsv(rows)}\r\n`, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` },
  })
}
