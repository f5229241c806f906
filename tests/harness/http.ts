import http from 'node:http'

export type HttpResponse = { status: number; body: string; headers: http.IncomingHttpHeaders }
export type HttpRequest = {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
  agent?: http.Agent
  timeoutMs?: number
  /** The loopback address the request leaves from (all of 127/8 is this machine): plays another visitor. */
  localAddress?: string
}

/**
 * One request on node:http. The load generator uses it rather than fetch: on a 2-core machine the
 * client shares the CPU with the server, and node:http costs the client far less per request.
 */
export function request(
  url: string,
  { method = 'GET', headers = {}, body, agent, timeoutMs, localAddress }: HttpRequest = {},
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      { method, agent, localAddress, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers }),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    if (timeoutMs) outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`${method} ${url}: no answer within ${timeoutMs} ms`)))
    outgoing.end(body)
  })
}

/** Answers at all (any status), within a short time: used to wait for servers to come up. */
export const answers = (url: string, okOnly = false): Promise<boolean> =>
  request(url, { timeoutMs: 60_000 }).then(
    (response) => !okOnly || response.status === 200,
    () => false,
  )

/** Waits until `url` answers (any status, or only 200 with `okOnly`), asking every `everyMs`, failing early when the server died. */
export async function waitUntilAnswers(
  url: string,
  timeoutMs: number,
  isDead: () => string | null = () => null,
  okOnly = false,
  everyMs = 1000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const dead = isDead()
    if (dead) throw new Error(dead)
    if (await answers(url, okOnly)) return
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}
