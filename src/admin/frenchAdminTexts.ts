/**
 * Where Payload's French translations are wrong, English or unclear for an editor, our wording.
 * Keys are Payload's own (node_modules/@payloadcms/translations, languages/fr).
 */
export const frenchAdminTexts = {
  error: {
    // One message for every failed sign-in (wrong password, unknown e-mail, throttled): it tells an attacker nothing.
    emailOrPasswordIncorrect: 'Erreur de connexion. Veuillez vérifier vos identifiants.',
  },
  general: {
    // The lock dialog: "<name> modifie ce document" / "En cours de modification depuis 10 h 42" (the date is
    // rewritten by FrenchHardCodedTexts), and a take-over in plain words.
    currentlyEditing:
      'modifie ce document. Si vous prenez la main, cette personne ne pourra plus enregistrer et perdra ce qu’elle n’a pas encore enregistré.',
    editedSince: 'En cours de modification depuis',
    takeOver: 'Prendre la main',
    editingTakenOver: 'Quelqu’un a pris la main',
    anotherUserTakenOver: 'Un autre membre de l’équipe a pris la main sur ce document\u00a0: vous ne pouvez plus l’enregistrer.',
    anotherUser: 'Un autre membre de l’équipe',
    // Payload's French text names a variable that does not exist ({{titre}}), shown as is.
    schedulePublishFor: 'Programmer la publication de « {{title}} »',
    time: 'Heure',
  },
  version: {
    unpublish: 'Dépublier',
    // Restoring makes a draft (collections/endpoints/restoreVersionAsDraft.ts): the dialog says so before anything happens.
    restoreThisVersion: 'Restaurer comme brouillon',
    confirmVersionRestoration: 'Restaurer cette version comme brouillon ?',
    aboutToRestore:
      'La version du {{versionDate}} deviendra le brouillon de ce document. Le site ne change pas : vérifiez le brouillon, puis cliquez sur « Publier les modifications » pour le mettre en ligne.',
    aboutToRestoreGlobal:
      'La version du {{versionDate}} deviendra le brouillon de {{label}}. Le site ne change pas : vérifiez le brouillon, puis cliquez sur « Publier les modifications » pour le mettre en ligne.',
  },
}
