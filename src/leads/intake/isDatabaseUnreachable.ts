/**
 * Whether an error means that PostgreSQL is out of reach for a moment (restart, failover, network cut,
 * full connection slots), as opposed to a fault of the query or of the code. Only the former is worth
 * a 503 that asks the browser to send again; anything else is a bug to log and answer with a 500.
 */

/** Socket errors of a connection that cannot be opened or that was cut. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * SQLSTATEs of a server that is stopping, starting or full: 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now, 53300 too_many_connections; class 08 (connection exception) as a whole.
 */
const serverStates = new Set(['57P01', '57P02', '57P03', '53300'])

/** node-postgres and its pool say so in words, without a code. */
const connectionMessages = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
]

type Inspectable = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }

function isConnectionFault(error: Inspectable): boolean {
  const code = typeof error.code === 'string' ? error.code : ''
  if (networkCodes.has(code) || serverStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true
  const message = typeof error.message === 'string' ? error.message : ''
  return connectionMessages.some((pattern) => pattern.test(message))
}

export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  const inspectable = error as Inspectable
  if (isConnectionFault(inspectable)) return true
  // A wrapped error (drizzle's DrizzleQueryError, Payload's APIError) keeps the original as its cause;
  // a connection to a host with several addresses fails with an AggregateError of each attempt.
  if (isDatabaseUnreachable(inspectable.cause, depth + 1)) return true
  return (
    Array.isArray(inspectable.errors) &&
    inspectable.errors.length > 0 &&
    inspectable.errors.every((each) => isDatabaseUnreachable(each, depth + 1))
  )
}
