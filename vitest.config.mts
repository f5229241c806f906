import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

/**
 * On the database: one real database shared by the files, run one after the other in one process that keeps
 * its modules from file to file, so that they share one Payload (tests/harness/payload.ts).
 */
const onTheDatabase = {
  globalSetup: ['tests/integration/globalSetup.ts'],
  fileParallelism: false,
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 300_000,
}

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], ...onTheDatabase } },
      // Slow proofs (server processes of their own, a reseed, a backup and its restore): npm run test:slow, which CI runs after npm test.
      { extends: true, test: { name: 'slow', include: ['tests/slow/**/*.test.ts'], ...onTheDatabase } },
    ],
  },
})
