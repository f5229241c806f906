/** The e-mail and password of a sign-in request, as Payload would read them; empty when absent. */
export type Credentials = { email: string; password: string }

/**
 * Reads the credentials of a sign-in body as Payload's REST API does: JSON, or multipart form data
 * whose `_payload` part holds the JSON (the admin's login form sends that). Anything else, or
 * anything unreadable, has no credentials.
 */
export async function readCredentials(body: string, contentType: string | null): Promise<Credentials> {
  const type = (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase()
  let data: unknown = null
  try {
    if (type === 'application/json') data = JSON.parse(body || '{}')
    if (type === 'multipart/form-data') {
      const wrapped = (await new Response(body, { headers: { 'content-type': contentType ?? '' } }).formData()).get('_payload')
      data = typeof wrapped === 'string' ? JSON.parse(wrapped) : null
    }
  } catch {
    data = null
  }
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  return {
    email: typeof fields.email === 'string' ? fields.email : '',
    password: typeof fields.password === 'string' ? fields.password : '',
  }
}
