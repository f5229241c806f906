/** One part of a MIME message, its body decoded (base64, quoted-printable or as is). */
export type MimePart = { contentType: string; body: string }

const unfoldHeaders = (head: string) => head.replace(/\r\n[ \t]+/g, ' ')

const headerOf = (head: string, name: string) => head.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1] ?? ''

function decode(body: string, encoding: string): string {
  const kind = encoding.trim().toLowerCase()
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (kind === 'quoted-printable')
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')
  return Buffer.from(body, 'latin1').toString('utf8')
}

/** The leaf parts of a raw message (as received over SMTP), multipart or not, in order. */
export function mimeParts(raw: string): MimePart[] {
  const split = raw.indexOf('\r\n\r\n')
  const head = unfoldHeaders(raw.slice(0, split))
  const body = raw.slice(split + 4)
  const contentType = headerOf(head, 'Content-Type')
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (!boundary || !/^multipart\//i.test(contentType))
    return [
      { contentType: contentType.split(';')[0]!.trim().toLowerCase(), body: decode(body, headerOf(head, 'Content-Transfer-Encoding')) },
    ]
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => mimeParts(part.replace(/^\r\n/, '')))
}
