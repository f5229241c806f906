/** The end-to-end server's port and database, shared by the server script, the config and the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_DATABASE = process.env.E2E_DATABASE ?? 'combles_e2e'
