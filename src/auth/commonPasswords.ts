/**
 * Passwords and password stems that attackers try first, in lower case without separators: leaked
 * password lists (English and French), first names, places, teams, keyboard walks, and words of this
 * company's trade. A staff password is refused when it is one of them, or one of them with digits
 * and symbols around it ("Motdepasse2024!"). Stems shorter than 12 characters matter through that
 * second rule; the length rule already refuses them alone.
 */
export const commonPasswords: ReadonlySet<string> = new Set([
  // the most leaked passwords and stems
  'password', 'passwort', 'pass', 'passe', 'motdepasse', 'motdepass', 'mdp', 'secret', 'secrets', 'qwerty', 'qwertz',
  'qwertyuiop', 'azerty', 'azertyuiop', 'azertyui', 'asdfgh', 'asdfghjkl', 'qsdfgh', 'qsdfghjklm', 'zxcvbn', 'zxcvbnm',
  'wxcvbn', 'abc', 'abcd', 'abcdef', 'abcdefg', 'abcdefgh', 'abcdefghijkl', 'iloveyou', 'jetaime', 'jeteaime', 'teamo',
  'ichliebedich', 'admin', 'administrator', 'administrateur', 'admins', 'root', 'toor', 'superuser', 'user', 'utilisateur',
  'guest', 'invite', 'welcome', 'bienvenue', 'letmein', 'login', 'connexion', 'changeme', 'changer', 'default', 'defaut',
  'test', 'tester', 'testing', 'essai', 'demo', 'temp', 'temporaire', 'nouveau', 'nouveaumotdepasse', 'newpassword',
  'monkey', 'dragon', 'master', 'sunshine', 'princess', 'princesse', 'football', 'baseball', 'basketball', 'soccer',
  'hockey', 'superman', 'batman', 'spiderman', 'starwars', 'pokemon', 'naruto', 'minecraft', 'fortnite', 'trustno',
  'shadow', 'michael', 'jennifer', 'jordan', 'hunter', 'ranger', 'buster', 'charlie', 'andrew', 'michelle', 'jessica',
  'pepper', 'ginger', 'cheese', 'cookie', 'chocolate', 'chocolat', 'computer', 'ordinateur', 'internet', 'freedom',
  'whatever', 'trustme', 'killer', 'matrix', 'mustang', 'harley', 'ferrari', 'porsche', 'mercedes', 'corvette',
  'hello', 'helloworld', 'bonjour', 'bonsoir', 'salut', 'coucou', 'love', 'lover', 'loveme', 'amour', 'monamour',
  'mamour', 'bebe', 'cheri', 'cherie', 'doudou', 'loulou', 'chouchou', 'nounours', 'titou', 'toto', 'tata', 'titi',
  'tutu', 'soleil', 'lune', 'etoile', 'fleur', 'papillon', 'chaton', 'chat', 'chien', 'lapin', 'tigre', 'lion',
  'maman', 'papa', 'famille', 'enfants', 'bonheur', 'liberte', 'vacances', 'dieu', 'jesus', 'merci', 'oui', 'non',
  'qazwsx', 'qazwsxedc', 'zaqxsw', 'aqwzsx', 'aqwzsxedc', 'qweasd', 'qweasdzxc', 'azeqsd', 'azeqsdwxc', 'poiuyt',
  'mnbvcxz', 'lkjhgf', 'ytrewq', 'ytreza',
  // whole passwords of 12 characters and more, as leaked
  '123456789012', '1234567890123', '12345678901234', '123456123456', '123123123123', '123412341234', '111111111111',
  '000000000000', '121212121212', '112233445566', '987654321098', '098765432109', '147258369147', '159753159753',
  '1qaz2wsx3edc', '1q2w3e4r5t6y', 'q1w2e3r4t5y6', 'a1z2e3r4t5y6', 'zaq12wsxcde3', '1a2z3e4r5t6y', 'qwerty123456',
  'azerty123456', 'password1234', 'password123456', 'motdepasse123', 'motdepasse1234', 'azertyuiop12', 'azertyuiop123',
  'qwertyuiop12', 'qwertyuiop123', 'iloveyou1234', 'jetaime123456', 'soleil123456', 'bonjour12345', 'doudou123456',
  'loulou123456', 'chouchou1234', 'marseille123', 'marseille1313', 'admin1234567', 'administrator1', 'welcome12345',
  'letmein12345', 'changeme1234', 'passw0rd1234', 'p@ssw0rd1234', 'p@ssword1234', 'trustno1trustno1', 'a1b2c3d4e5f6',
  'abcd12345678', 'abc123456789', 'aaaaaaaaaaaa', 'qwertyqwerty', 'azertyazerty', 'passwordpassword', 'motdepassemotdepasse',
  // French first names, the commonest stems of French leaks
  'nicolas', 'julien', 'thomas', 'alexandre', 'sebastien', 'christophe', 'philippe', 'laurent', 'olivier', 'pierre',
  'frederic', 'stephane', 'david', 'vincent', 'antoine', 'maxime', 'romain', 'guillaume', 'kevin', 'anthony', 'jeremy',
  'florian', 'mathieu', 'matthieu', 'benjamin', 'jeanpierre', 'jeanlouis', 'jeanmarc', 'jeanclaude', 'jeanfrancois',
  'michel', 'patrick', 'francois', 'eric', 'pascal', 'thierry', 'didier', 'bruno', 'alain', 'bernard', 'daniel',
  'lucas', 'enzo', 'nathan', 'louis', 'jules', 'hugo', 'leo', 'gabriel', 'arthur', 'raphael', 'adam', 'noah',
  'camille', 'isabelle', 'nathalie', 'sandrine', 'stephanie', 'celine', 'sophie', 'marie', 'julie', 'aurelie',
  'emilie', 'caroline', 'virginie', 'valerie', 'christine', 'catherine', 'sylvie', 'veronique', 'patricia', 'laura',
  'sarah', 'pauline', 'marine', 'manon', 'chloe', 'emma', 'lea', 'jade', 'louise', 'alice', 'lina', 'clara', 'ines',
  'juliette', 'charlotte', 'mathilde', 'oceane', 'melanie', 'audrey', 'elodie', 'amandine', 'vanessa',
  // places, teams and seasons
  'paris', 'marseille', 'lyon', 'lille', 'toulouse', 'bordeaux', 'nantes', 'nice', 'strasbourg', 'rennes', 'lens',
  'roubaix', 'tourcoing', 'dunkerque', 'calais', 'arras', 'amiens', 'valenciennes', 'douai', 'cambrai', 'boulogne',
  'france', 'nord', 'nordpasdecalais', 'hautsdefrance', 'picardie', 'bretagne', 'normandie', 'belgique', 'europe',
  'psg', 'parissaintgermain', 'olympiquedemarseille', 'om', 'losc', 'rclens', 'sangetor', 'allezlesbleus', 'lesbleus',
  'liverpool', 'arsenal', 'chelsea', 'barcelona', 'realmadrid', 'juventus', 'manchester', 'manchesterunited',
  'printemps', 'ete', 'automne', 'hiver', 'spring', 'summer', 'autumn', 'winter', 'janvier', 'fevrier', 'mars',
  'avril', 'mai', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre', 'lundi', 'vendredi',
  'dimanche', 'noel', 'christmas', 'bonneannee',
  // this company and its trade: the first words an attacker of this site tries
  'combles', 'comblesnord', 'comblesdunord', 'comblesetextensions', 'comblesetextensionsdunord', 'comblesextensions',
  'extension', 'extensions', 'extensionmaison', 'amenagement', 'amenagementcombles', 'veranda', 'verandas', 'pergola',
  'velux', 'fenetredetoit', 'maison', 'travaux', 'batiment', 'chantier', 'toiture', 'charpente', 'isolation',
  'renovation', 'construction', 'devis', 'client', 'clients', 'commercial', 'commerciaux', 'vente', 'ventes',
  'prospect', 'prospects', 'leads', 'redaction', 'redacteur', 'editeur', 'bureau', 'societe', 'entreprise', 'equipe',
  'payload', 'payloadcms',
])
