import { SMTPServer } from 'smtp-server'
import { E2E_SMTP_PORT } from './database'

/** An e-mail as the test reads it: recipients, decoded subject and text, and the message as received. */
export type Mail = { to: string[]; subject: string; text: string; raw: string }

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** RFC 2047 encoded words (=?UTF-8?Q?…?= or B), as nodemailer writes non-ASCII subjects. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )

/** Headers and text of a single-part message (the app's e-mails are plain text). */
function parse(raw: string, to: string[]): Mail {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const body = raw.slice(split + 4)
  const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1] ?? ''
  const encoding = header('Content-Transfer-Encoding').toLowerCase()
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'latin1').toString('utf8')
  return { to, subject: decodeHeader(header('Subject')), text: text.replace(/\r\n/g, '\n'), raw }
}

/**
 * A real SMTP server on the port the e2e server sends its e-mails to (E2E_SMTP_PORT), keeping what
 * arrives while the test runs.
 */
export async function openMailbox() {
  const mails: Mail[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push(
          parse(
            Buffer.concat(chunks).toString('latin1'),
            session.envelope.rcptTo.map((recipient) => recipient.address),
          ),
        )
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(E2E_SMTP_PORT, '127.0.0.1', resolve)
  })
  return { mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
