/* GET /api/appointments/calendar?token=: the booked visit as a file for the visitor's own calendar (src/appointments). */
import config from '@payload-config'
import { getPayload } from 'payload'
import { answerVisitCalendar } from '@/appointments/server/answerAppointments'
import { appointmentResponse } from '@/appointments/server/appointmentRoute'

export const GET = (request: Request) =>
  appointmentResponse(
    () => getPayload({ config }),
    (context) => answerVisitCalendar(context, new URL(request.url).searchParams.get('token')),
    { field: 'calendar', type: 'text/calendar; charset=utf-8', name: 'visite-gratuite.ics' },
  )
