import { waitUntilAnswers } from '../tests/harness/http'
import { startProcess, type Started } from '../tests/harness/processes'
import { productionServerEnv, serveCommand } from '../tests/harness/productionServerEnv'
import { E2E_DATABASE } from './database'

export const instanceUrl = (port: number) => `http://127.0.0.1:${port}`

/**
 * One more `next start` of the end-to-end build, on the same database as the main e2e server (as behind a
 * load balancer), with its own port, rate limit and extra settings; resolves once it answers.
 */
export async function startInstance(port: number, leadRateLimit: number, extra: Record<string, string> = {}): Promise<Started> {
  const instance = startProcess(
    ...serveCommand(port),
    productionServerEnv(E2E_DATABASE, port, leadRateLimit, extra),
    `.data/e2e-instance-${port}.log`,
  )
  await waitUntilAnswers(`${instanceUrl(port)}/mentions-legales`, 120_000, instance.died)
  return instance
}
