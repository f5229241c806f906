import { connect } from 'node:net'
import { startProcess, type Started } from '../tests/harness/processes'

/** The port of the tests' own Redis: never the machine's usual 6379. */
export const E2E_REDIS_PORT = Number(process.env.E2E_REDIS_PORT ?? 6391)

/** Whether a Redis answers PING on the port. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.setTimeout(1000)
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.on('error', () => resolve(false))
    socket.on('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/**
 * A Redis of the test's own (Debian's redis-server), in memory only, on `port`; resolves once it answers.
 * Nothing is written to disk, so each start is an empty Redis.
 */
export async function startRedis(port = E2E_REDIS_PORT): Promise<Started> {
  const redis = startProcess(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    process.env,
    `.data/e2e-redis-${port}.log`,
  )
  for (let tries = 0; !(await pings(port)); tries++) {
    const dead = redis.died()
    if (dead || tries === 50) throw new Error(dead ?? `redis-server on port ${port} did not answer`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return redis
}
