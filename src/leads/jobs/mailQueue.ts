/** The job queue of the staff e-mails: apart from 'default', where scheduled publications run. */
export const MAIL_QUEUE = 'mail'
