import net from 'node:net'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnreachable } from '@/leads/intake/isDatabaseUnreachable'

/** A PostgreSQL error as node-postgres builds it from the server's answer. */
const pgError = (code: string, message: string) => Object.assign(new pg.DatabaseError(message, 0, 'error'), { code })

/** A port on this machine where nothing listens. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('isDatabaseUnreachable', () => {
  it('a real refused connection is an outage', async () => {
    const client = new pg.Client({
      connectionString: `postgres://nobody@127.0.0.1:${await closedPort()}/none`,
      connectionTimeoutMillis: 2000,
    })
    const error = await client.connect().then(
      () => null,
      (reason: unknown) => reason,
    )
    expect(error).not.toBeNull()
    expect(isDatabaseUnreachable(error)).toBe(true)
  })

  it('a server shutting down, starting or full is an outage, as is any connection exception (class 08)', () => {
    expect(isDatabaseUnreachable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true)
    expect(isDatabaseUnreachable(pgError('57P02', 'terminating connection because of crash of another server process'))).toBe(true)
    expect(isDatabaseUnreachable(pgError('57P03', 'the database system is starting up'))).toBe(true)
    expect(isDatabaseUnreachable(pgError('53300', 'sorry, too many clients already'))).toBe(true)
    expect(isDatabaseUnreachable(pgError('08006', 'connection failure'))).toBe(true)
    expect(isDatabaseUnreachable(pgError('08P01', 'protocol violation'))).toBe(true)
  })

  it('node-postgres’s own words for a cut connection are an outage, also when wrapped as a cause', () => {
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(
      isDatabaseUnreachable(new Error('Failed query: insert into leads …', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true)
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })
    expect(
      isDatabaseUnreachable(
        new AggregateError([refused, Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })]),
      ),
    ).toBe(true)
  })

  it('a fault of the query or of the code is not an outage', () => {
    expect(isDatabaseUnreachable(pgError('23505', 'duplicate key value violates unique constraint "leads_pkey"'))).toBe(false)
    expect(isDatabaseUnreachable(pgError('42703', 'column "nom" does not exist'))).toBe(false)
    expect(isDatabaseUnreachable(pgError('22012', 'division by zero'))).toBe(false)
    expect(isDatabaseUnreachable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(isDatabaseUnreachable(new Error('Failed query: select 1', { cause: pgError('42P01', 'relation "leads" does not exist') }))).toBe(
      false,
    )
    expect(isDatabaseUnreachable('Connection terminated')).toBe(false)
    expect(isDatabaseUnreachable(null)).toBe(false)
    expect(isDatabaseUnreachable(new AggregateError([]))).toBe(false)
  })
})
