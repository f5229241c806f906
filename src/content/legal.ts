import type { SiteInfo } from '@/data/content'

export type LegalSection = { title: string; paragraphs: string[]; list?: string[] }

export const legalUpdated = new Date('2017-10-16T12:00:00Z')

/** The seven forms the legal pages name. */
export const siteForms = [
  'le formulaire de contact général',
  'l’analyse de faisabilité',
  'l’optimisation de l’espace',
  'l’étude gratuite',
  'le test d’éligibilité aux aides',
  'la demande de déblocage d’épargne salariale',
  'le devis personnalisé (configurateur)',
]

/** The landing page's form, which stores a lead like the seven others. */
export const landingForm = 'le formulaire de la page « Combles maison Phénix »'

const address = (site: SiteInfo) => `${site.address.street}, ${site.address.postalCode} ${site.address.city}`

export function legalNotice(site: SiteInfo): LegalSection[] {
  return [
    {
      title: 'Éditeur du site',
      paragraphs: [
        `Le présent site est édité par ${site.companyName}, ${site.legal.legalForm.toLowerCase()} au capital de ${site.legal.capital}, dont le siège social est situé ${address(site)}.`,
        `SIRET : ${site.legal.siret}. Immatriculation : ${site.legal.rcs}.`,
        `Téléphone : ${site.phone}. E-mail : ${site.email}.`,
        'Directeur de la publication : le président du conseil d’administration de la société.',
      ],
    },
    { title: 'Hébergement', paragraphs: [`Le site est hébergé par ${site.legal.host}.`] },
    {
      title: 'Propriété intellectuelle',
      paragraphs: [
        'L’ensemble des contenus de ce site (textes, illustrations, photographies, logos, vidéos) est la propriété de la société ou de ses partenaires. Toute reproduction, même partielle, sans autorisation écrite préalable est interdite.',
      ],
    },
    {
      title: 'Données personnelles',
      paragraphs: ['Le traitement des données transmises par les formulaires du site est décrit dans notre politique de confidentialité.'],
    },
    {
      title: 'Droit applicable',
      paragraphs: [
        `Le présent site et les présentes mentions sont soumis au droit français. Tout litige relève de la compétence du ${site.legal.court}.`,
      ],
    },
  ]
}

export function privacyPolicy(site: SiteInfo): LegalSection[] {
  return [
    {
      title: 'Responsable du traitement',
      paragraphs: [
        `Les données personnelles collectées sur ce site sont traitées par ${site.companyName}, ${site.legal.legalForm.toLowerCase()} au capital de ${site.legal.capital}, ${address(site)} (${site.legal.rcs}).`,
      ],
    },
    {
      title: 'Données collectées et finalités',
      paragraphs: [
        'Nous collectons les informations que vous saisissez dans nos formulaires (nom, e-mail, téléphone, code postal, message et réponses au formulaire) afin de répondre à votre demande, d’étudier votre projet et de vous adresser un devis. Le site compte sept formulaires, auxquels s’ajoute celui de notre page dédiée aux maisons Phénix :',
      ],
      list: [...siteForms, landingForm],
    },
    {
      title: 'Stockage des données',
      paragraphs: [
        'Les demandes envoyées par ces formulaires sont enregistrées dans la base de données du site, hébergée par notre hébergeur, et consultées uniquement par nos équipes commerciales habilitées. Chaque nouvelle demande leur est aussi signalée par un e-mail interne (nom, coordonnées, message) afin qu’elles vous rappellent rapidement. Chaque demande conserve la page d’origine, la date et la version du formulaire, pour preuve de votre demande.',
        'Une case facultative, non cochée par défaut, vous permet d’accepter de recevoir nos actualités ; sans elle, vos coordonnées ne servent qu’à traiter votre demande.',
      ],
    },
    {
      title: 'Durée de conservation',
      paragraphs: [
        'Vos données sont conservées trois ans après notre dernier contact avec vous. Passé ce délai, elles sont anonymisées automatiquement : nom, e-mail, téléphone, message et réponses aux formulaires sont effacés.',
      ],
    },
    {
      title: 'Vos droits',
      paragraphs: [
        'Conformément au RGPD et à la loi Informatique et Libertés, vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation et d’opposition au traitement de vos données. Pour l’exercer, écrivez-nous par la page Contact du site ; nous vous répondons dans un délai d’un mois.',
        'Vous pouvez également introduire une réclamation auprès de la CNIL (www.cnil.fr).',
      ],
    },
    {
      title: 'Mesure d’audience et cookies',
      paragraphs: [
        'Les outils de mesure d’audience ne sont chargés qu’après votre consentement, donné dans le bandeau prévu à cet effet. Les statistiques sont anonymisées et ne servent qu’à améliorer le site. Sans consentement, aucune donnée personnelle ne quitte la page.',
        'Les vidéos intégrées ne sont chargées depuis le service de vidéo que lorsque vous cliquez dessus.',
      ],
    },
    {
      title: 'Droit applicable',
      paragraphs: [`La présente politique est soumise au droit français. Tout litige relève de la compétence du ${site.legal.court}.`],
    },
  ]
}

export function termsOfUse(site: SiteInfo): LegalSection[] {
  return [
    {
      title: 'Objet',
      paragraphs: [
        `Les présentes conditions générales d’utilisation encadrent l’accès et l’utilisation du site de ${site.companyName}. En naviguant sur le site, vous les acceptez.`,
      ],
    },
    {
      title: 'Services proposés',
      paragraphs: [
        'Le site présente nos services d’aménagement de combles, d’extension, de fenêtres de toit, de vérandas et de pergolas, et propose des outils gratuits d’analyse et de demande de devis. Les résultats de ces outils sont indicatifs et ne valent pas devis ; seul un devis signé après visite technique engage les parties.',
      ],
    },
    {
      title: 'Responsabilité',
      paragraphs: [
        'Nous nous efforçons de tenir les informations du site exactes et à jour, sans pouvoir garantir l’absence d’erreur. Les liens vers des sites tiers sont fournis à titre d’information ; nous ne répondons pas de leur contenu.',
      ],
    },
    {
      title: 'Propriété intellectuelle',
      paragraphs: ['Les contenus du site sont protégés ; leur reproduction sans autorisation est interdite.'],
    },
    {
      title: 'Éditeur et hébergeur',
      paragraphs: [
        `${site.companyName}, ${site.legal.legalForm.toLowerCase()} au capital de ${site.legal.capital}, ${site.legal.rcs}, SIRET ${site.legal.siret}. Hébergement : ${site.legal.host}.`,
      ],
    },
    {
      title: 'Droit applicable et juridiction',
      paragraphs: [`Les présentes conditions sont soumises au droit français. Tout litige relève de la compétence du ${site.legal.court}.`],
    },
  ]
}
