/**
 * Where Payload's French translations are wrong, English or unclear for an editor, our wording.
 * Keys are Payload's own (node_modules/@payloadcms/translations, languages/fr).
 */
export const frenchAdminTexts = {
  error: {
    tokenInvalidOrExpired: 'Ce lien n’est pas valide ou a expiré.',
    // One message for every failed sign-in (wrong password, unknown e-mail, throttled): it tells an attacker nothing.
    emailOrPasswordIncorrect: 'Erreur de connexion. Veuillez vérifier vos identifiants.',
  },
  fields: {
    // Payload's French hedges every gender (« un(e) nouveau ou nouvelle ») and calls sending a file « télécharger »
    // (which is fetching one): the label after a colon needs no agreement.
    addNew: 'Ajouter',
    addNewLabel: 'Ajouter\u00a0: {{label}}',
    addUpload: 'Ajouter un fichier',
    chooseFromExisting: 'Choisir parmi l’existant',
    chooseLabel: 'Choisir\u00a0: {{label}}',
    newLabel: 'Nouveau\u00a0: {{label}}',
    uploadNewLabel: 'Envoyer un nouveau fichier\u00a0: {{label}}',
    editLabelData: 'Modifier les données\u00a0: {{label}}',
    labelRelationship: 'Lien vers\u00a0: {{label}}',
  },
  general: {
    aboutToDelete: 'Vous allez supprimer <1>{{title}}</1> ({{label}}). Confirmez-vous\u00a0?',
    created: 'Création',
    createdAt: 'Date de création',
    createNew: 'Créer',
    createNewLabel: 'Créer\u00a0: {{label}}',
    creatingNewLabel: 'Création\u00a0: {{label}}',
    deletedSuccessfully: 'Suppression effectuée.',
    ascending: 'Croissant',
    descending: 'Décroissant',
    none: 'Aucun',
    noResults: 'Aucun résultat ({{label}})\u00a0: rien n’existe encore, ou rien ne correspond aux filtres choisis ci-dessus.',
    perPage: 'Par page\u00a0: {{limit}}',
    submissionSuccessful: 'Enregistrement effectué.',
    submitting: 'Enregistrement…',
    successfullyCreated: '{{label}}\u00a0: création enregistrée.',
    successfullyDuplicated: '{{label}}\u00a0: copie créée.',
    titleDeleted: '« {{title}} » ({{label}})\u00a0: suppression effectuée.',
    uploading: 'Envoi du fichier…',
    uploadingBulk: 'Envoi de {{current}} sur {{total}}',
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
  upload: {
    bulkUpload: 'Envoi de plusieurs fichiers',
    filesToUpload: 'Fichiers à envoyer',
    fileToUpload: 'Fichier à envoyer',
  },
  version: {
    unpublish: 'Dépublier',
    unpublishedSuccessfully: 'Dépublication effectuée\u00a0: ce contenu n’est plus en ligne.',
    noRowsFound: 'Aucun résultat ({{label}})',
    restoredSuccessfully: 'Restauration effectuée.',
    // Payload's French names a variable that does not exist ({{étiquette}}), shown as is, and hedges « de ou du ».
    noRowsSelected: 'Aucune sélection ({{label}})',
    viewingVersion: 'Version de «\u00a0{{documentTitle}}\u00a0» ({{entityLabel}})',
    viewingVersionGlobal: 'Version\u00a0: {{entityLabel}}',
    viewingVersions: 'Versions de «\u00a0{{documentTitle}}\u00a0» ({{entityLabel}})',
    viewingVersionsGlobal: 'Versions\u00a0: {{entityLabel}}',
    // Beside « Modifié », it throws the unpublished changes away: the button says so.
    revertToPublished: 'Annuler les modifications non publiées',
    aboutToRevertToPublished:
      'Les modifications non publiées de ce document seront perdues\u00a0: il reviendra à sa version en ligne. Confirmez-vous\u00a0?',
    // Restoring makes a draft (collections/endpoints/restoreVersionAsDraft.ts): the dialog says so before anything happens.
    restoreThisVersion: 'Restaurer comme brouillon',
    confirmVersionRestoration: 'Restaurer cette version comme brouillon ?',
    aboutToRestore:
      'La version du {{versionDate}} deviendra le brouillon de ce document. Le site ne change pas : vérifiez le brouillon, puis cliquez sur « Publier les modifications » pour le mettre en ligne.',
    aboutToRestoreGlobal:
      'La version du {{versionDate}} deviendra le brouillon de {{label}}. Le site ne change pas : vérifiez le brouillon, puis cliquez sur « Publier les modifications » pour le mettre en ligne.',
  },
}
