/** E-mails are stored trimmed and in lower case, so that one person's leads match whatever they typed. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase()
