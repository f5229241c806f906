import type { ChartData } from './charts/chartData'
import { ReportChart } from './ReportChart'

/** A figure as a table: its id (its CSV's name), title, column headers and rows. */
type Table = { id: string; title: string; headers: string[]; rows: (string | number)[][] }

type Props = { table: Table; chart: ChartData | undefined; csv: string; note?: string; emptyText?: string }

/** One figure of a report (the sales reports, the audience): its chart, the same figures as a table, and the table as CSV. */
export function ReportSection({ table, chart, csv, note, emptyText = 'Aucun lead sur la période.' }: Props) {
  const headingId = `lr-${table.id}`
  const empty = table.rows.length === 0 || (chart && chart.series.length === 0)
  return (
    <section className="lr-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{table.title}</h2>
      {note && <p className="lr-note">{note}</p>}
      {empty ? <p className="lr-note">{emptyText}</p> : chart && <ReportChart data={chart} />}
      <div className="lr-table-box" role="region" aria-label={`Tableau${'\u00a0'}: ${table.title}`} tabIndex={0}>
        <table className="lr-table" data-report-table={table.id}>
          <caption className="ld-visually-hidden">{table.title}</caption>
          <thead>
            <tr>
              {table.headers.map((header, index) => (
                <th key={`${header}-${index}`} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={column}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <a className="ld-button ld-button--ghost" href={csv} download>
        Télécharger en CSV
      </a>
    </section>
  )
}
