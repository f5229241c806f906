/** The end-to-end server's port and database, shared by the server script, the config and the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_DATABASE = process.env.E2E_DATABASE ?? 'combles_e2e'

/** The SMTP port the e2e server sends its e-mails to: the tests that read them listen there (e2e/mailbox.ts). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 1000)
