import { verdict, type Row } from '../report'

/** A security probe: its name in the log, and what measures it as one table row. */
export type Probe = readonly [name: string, run: () => Promise<Row>]

/** Runs the probes one after the other, a row each; a probe that cannot run is a failed row, not a crash of the audit. */
export async function runProbes(probes: readonly Probe[], log: (line: string) => void): Promise<Row[]> {
  const rows: Row[] = []
  for (const [name, run] of probes) {
    log(`security: ${name}`)
    rows.push(
      await run().catch((error: unknown) => ({
        measure: `security: ${name}`,
        median: 'could not run',
        tail: error instanceof Error ? error.message.slice(0, 120) : String(error),
        target: '',
        result: verdict(false),
      })),
    )
  }
  return rows
}
