import type { Payload } from 'payload'
import { postgresOf } from '@/db/postgres'
import { isDatabaseUnreachable } from '@/leads/intake/isDatabaseUnreachable'
import type { AppointmentAnswer } from './answerAppointments'

const unavailable = 'Le service de réservation est momentanément indisponible. Veuillez réessayer dans un instant.'
const failure = 'Une erreur est survenue de notre côté : la visite n’a pas été modifiée. Veuillez réessayer ou nous appeler.'

/** Bodies of the appointments endpoints are a token and a date: anything larger is refused unread. */
export const MAX_APPOINTMENT_BODY_BYTES = 2 * 1024

/** An answer given as a file to download rather than JSON: the body's field holding it, its type and its name. */
export type AppointmentFile = { field: string; type: string; name: string }

/**
 * Runs an appointments answer on Payload's pool and secret, as a Response that no cache keeps (it depends
 * on the token and on the calendars at this instant); with `file`, a success is that file. A database out of
 * reach is a 503, any other fault a logged 500, both in French.
 */
export async function appointmentResponse(
  payload: () => Promise<Payload>,
  answer: (context: { pool: ReturnType<typeof postgresOf>['pool']; secret: string }) => Promise<AppointmentAnswer>,
  file?: AppointmentFile,
): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' }
  try {
    const running = await payload()
    const result = await answer({ pool: postgresOf(running).pool, secret: running.secret })
    const content = file && result.status === 200 ? result.body[file.field] : undefined
    if (typeof content === 'string' && file)
      return new Response(content, {
        headers: { ...headers, 'Content-Type': file.type, 'Content-Disposition': `attachment; filename="${file.name}"` },
      })
    return Response.json(result.body, { status: result.status, headers })
  } catch (error) {
    if (isDatabaseUnreachable(error))
      return Response.json({ message: unavailable }, { status: 503, headers: { ...headers, 'Retry-After': '5' } })
    console.error('Appointment request failed', error)
    return Response.json({ message: failure }, { status: 500, headers })
  }
}
