import { cp, rm } from 'node:fs/promises'
import { startRedis } from '../e2e/redisServer'
import { waitUntilAnswers } from '../tests/harness/http'
import { startProcess, type Started } from '../tests/harness/processes'
import { productionServerEnv, serveCommand } from '../tests/harness/productionServerEnv'
import { APP_PORT, APP_URL, BENCH_DATABASE, DIST_DIR } from './config'

/** The publish part's two instances and their Redis, past the app's and the floor's ports. */
export const INSTANCE_A_PORT = APP_PORT + 5
export const INSTANCE_B_PORT = APP_PORT + 6
const REDIS_PORT = APP_PORT + 7

export type PublishInstances = { a: string; b: string; stop: () => Promise<void> }

/**
 * The README's set-up for several instances: two servers of the bench's build on its database and one
 * Redis (REDIS_URL), each serving its own copy of the build folder, as on machines of their own.
 */
export async function startPublishInstances(): Promise<PublishInstances> {
  const started: Started[] = [await startRedis(REDIS_PORT)]
  try {
    for (const port of [INSTANCE_A_PORT, INSTANCE_B_PORT]) {
      const distDir = `${DIST_DIR}-instance-${port}`
      await rm(distDir, { recursive: true, force: true })
      await cp(DIST_DIR, distDir, { recursive: true })
      const env = productionServerEnv(BENCH_DATABASE, port, 100_000_000, {
        NEXT_DIST_DIR: distDir,
        REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
        // Behind a load balancer every instance has the site's one public address.
        SERVER_URL: APP_URL,
      })
      const instance = startProcess(...serveCommand(port), env, `.data/bench-instance-${port}.log`)
      started.push(instance)
      await waitUntilAnswers(`http://127.0.0.1:${port}/`, 5 * 60_000, instance.died)
    }
  } catch (error) {
    await Promise.all(started.map((each) => each.stop()))
    throw error
  }
  return {
    a: `http://127.0.0.1:${INSTANCE_A_PORT}`,
    b: `http://127.0.0.1:${INSTANCE_B_PORT}`,
    stop: async () => {
      await Promise.all(started.map((each) => each.stop()))
    },
  }
}
