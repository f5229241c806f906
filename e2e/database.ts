/** The database of the end-to-end server, shared by the server script and the tests. */
export const E2E_DATABASE = 'combles_e2e'
