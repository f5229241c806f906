/** What the old address of an account is told when the account's e-mail changes. */
export type EmailChange = {
  oldEmail: string
  newEmail: string
  name?: string | null
  /** Whether someone else (an admin) made the change. */
  byAdmin: boolean
  at: Date
}

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })

/**
 * The plain French e-mail sent to the old address: the account's e-mail is now another one, when,
 * by whom (the user or an admin), and what to do if it was not them: the next password reset goes to
 * the new address, so the old one is the owner's only warning.
 */
export function emailChangeNotice(change: EmailChange, adminUrl: string): { to: string; subject: string; text: string } {
  return {
    to: change.oldEmail,
    subject: 'L’adresse e-mail de votre compte a changé',
    text: [
      `Bonjour${change.name ? ` ${change.name}` : ''},`,
      '',
      `L’adresse e-mail de votre compte a été remplacée par ${change.newEmail} le ${when.format(change.at)}${change.byAdmin ? ' par un administrateur' : ''}. Les messages du compte, dont la réinitialisation du mot de passe, iront désormais à cette adresse, et vos autres sessions ont été fermées.`,
      '',
      'Si vous n’êtes pas à l’origine de ce changement, prévenez aussitôt un administrateur de l’entreprise\u00a0: il peut rétablir votre adresse et fermer les sessions ouvertes sur votre compte.',
      '',
      `Espace de l’équipe\u00a0: ${adminUrl}`,
    ].join('\n'),
  }
}
