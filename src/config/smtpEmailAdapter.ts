import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

export type SmtpSettings = { host: string; port: number; user?: string; password?: string; from: string; fromName: string }

/**
 * Payload's e-mail through an SMTP server. Without SMTP_HOST the app keeps Payload's default,
 * which writes each e-mail to the log.
 */
export function smtpEmailAdapter(settings: SmtpSettings): EmailAdapter {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
  })
  return () => ({
    name: 'smtp',
    defaultFromAddress: settings.from,
    defaultFromName: settings.fromName,
    sendEmail: (message) => transport.sendMail({ from: `"${settings.fromName}" <${settings.from}>`, ...message }),
  })
}
