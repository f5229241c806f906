/*
 * The visitor's visit, with the booking token of their lead (src/appointments): POST books a slot, PATCH
 * moves the visit, DELETE (?token=) cancels it. Routes of their own, ahead of Payload's REST catch-all;
 * the visits collection itself is at /api/visits, for staff.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { answerBooking, answerCancel } from '@/appointments/server/answerAppointments'
import { appointmentResponse, MAX_APPOINTMENT_BODY_BYTES } from '@/appointments/server/appointmentRoute'
import { readBodyWithin } from '@/leads/intake/readBodyWithin'

const payload = () => getPayload({ config })

const booking = (mode: 'book' | 'move') => async (request: Request) => {
  const body = await readBodyWithin(request, MAX_APPOINTMENT_BODY_BYTES)
  return appointmentResponse(payload, (context) => answerBooking(context, body ?? '', mode))
}

export const POST = booking('book')
export const PATCH = booking('move')

export const DELETE = (request: Request) =>
  appointmentResponse(payload, (context) => answerCancel(context, new URL(request.url).searchParams.get('token')))
