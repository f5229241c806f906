import type { Payload, SendEmailOptions } from 'payload'

/** The e-mails Payload sends while `run` runs (jobs run by the test), kept instead of sent. */
export async function emailsSentWhile<Mail = SendEmailOptions>(payload: Payload, run: () => Promise<void>): Promise<Mail[]> {
  const sent: Mail[] = []
  const original = payload.sendEmail
  payload.sendEmail = async (message) => {
    sent.push(message as Mail)
    return undefined
  }
  try {
    await run()
  } finally {
    payload.sendEmail = original
  }
  return sent
}
