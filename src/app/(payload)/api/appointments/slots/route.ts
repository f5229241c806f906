/* GET /api/appointments/slots?token=: the free slots of the next 14 days for the token's lead (src/appointments). */
import config from '@payload-config'
import { getPayload } from 'payload'
import { answerSlots } from '@/appointments/server/answerAppointments'
import { appointmentResponse } from '@/appointments/server/appointmentRoute'

export const GET = (request: Request) =>
  appointmentResponse(
    () => getPayload({ config }),
    (context) => answerSlots(context, new URL(request.url).searchParams.get('token')),
  )
