import { FLOOR_LOG, FLOOR_PORT, FLOOR_URL } from './config'
import { waitUntilAnswers } from '../tests/harness/http'
import { startProcess, type Started } from '../tests/harness/processes'

/** Starts bench/floorServer.ts as a child process on FLOOR_PORT, storing into `databaseUrl`. */
export async function startFloor(databaseUrl: string): Promise<Started> {
  const floor = startProcess('npx', ['tsx', 'bench/floorServer.ts', String(FLOOR_PORT), databaseUrl], process.env, FLOOR_LOG)
  await waitUntilAnswers(FLOOR_URL, 60_000, floor.died)
  return floor
}
