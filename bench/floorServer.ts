/**
 * The floor: the least a lead endpoint can do on this machine. A bare node:http server that reads
 * the same JSON body, checks its shape in a few lines and stores it with one INSERT through a pg Pool.
 * The app's figure divided by this one is the cost of everything else (Next, Payload, validation,
 * rate limit, job queue, NOTIFY).
 * Run as a child process: tsx bench/floorServer.ts <port> <database url>
 */
import http from 'node:http'
import pg from 'pg'
import { FLOOR_POOL_SIZE, FLOOR_TABLE } from './config'

const [port, databaseUrl] = process.argv.slice(2)
if (!port || !databaseUrl) {
  process.stderr.write('usage: floorServer <port> <database url>\n')
  process.exit(2)
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: FLOOR_POOL_SIZE })

await pool.query(`create table if not exists ${FLOOR_TABLE} (
  id serial primary key,
  form_origin varchar not null,
  name varchar not null,
  email varchar not null,
  phone varchar,
  message varchar,
  form_data jsonb,
  created_at timestamptz not null default now()
)`)

type Body = { formOrigin?: unknown; answers?: Record<string, unknown> }
const text = (value: unknown) => (typeof value === 'string' ? value : '')

function reply(response: http.ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body)
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) })
  response.end(json)
}

async function store(raw: string, response: http.ServerResponse) {
  let body: Body
  try {
    body = JSON.parse(raw) as Body
  } catch {
    return reply(response, 400, { message: 'unreadable' })
  }
  const answers = body.answers
  if (typeof body.formOrigin !== 'string' || !answers || typeof answers !== 'object') return reply(response, 400, { message: 'invalid' })
  const { rows } = await pool.query<{ id: number }>(
    `insert into ${FLOOR_TABLE} (form_origin, name, email, phone, message, form_data) values ($1, $2, $3, $4, $5, $6) returning id`,
    [body.formOrigin, text(answers.name), text(answers.email).toLowerCase(), text(answers.phone), text(answers.message), answers],
  )
  reply(response, 201, { id: rows[0]!.id })
}

const server = http.createServer((req, response) => {
  if (req.method !== 'POST') return reply(response, 404, { message: 'not found' })
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    store(Buffer.concat(chunks).toString('utf8'), response).catch((error: unknown) => reply(response, 500, { message: String(error) }))
  })
})
// Like Next's server: keep idle keep-alive sockets open longer than the load generator's pauses.
server.keepAliveTimeout = 65_000
server.listen(Number(port), '127.0.0.1', () => process.stdout.write(`floor listening on ${port}\n`))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close()
    void pool.end().finally(() => process.exit(0))
  })
}
