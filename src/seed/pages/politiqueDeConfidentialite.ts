import { legalUpdatedOn } from './legal/legalDate'
import { bulletList, fact, paragraph, richText } from './richText'
import type { PageSeed } from './types'

/** The forms that store a lead, as the policy names them: the site's seven and the Phénix landing page's. */
const forms = [
  'le formulaire de contact général',
  'l’analyse de faisabilité',
  'l’optimisation de l’espace',
  'l’étude gratuite',
  'le test d’éligibilité aux aides',
  'la demande de déblocage d’épargne salariale',
  'le devis personnalisé (configurateur)',
  'le formulaire de la page « Combles maison Phénix »',
]

export const politiqueDeConfidentialite: PageSeed = {
  slug: 'politique-de-confidentialite',
  title: 'Politique de confidentialité',
  meta: {
    title: 'Politique de confidentialité | Combles & Extensions du Nord',
    description: 'Politique de confidentialité du site Combles & Extensions du Nord.',
  },
  noIndex: true,
  layout: () => [
    {
      blockType: 'legalText',
      title: 'Politique de confidentialité',
      updatedOn: legalUpdatedOn,
      sections: [
        {
          title: 'Responsable du traitement',
          content: richText(
            'pc1',
            paragraph(
              'Les données personnelles collectées sur ce site sont traitées par ',
              fact('companyName'),
              ', ',
              fact('legalForm'),
              ' au capital de ',
              fact('capital'),
              ', ',
              fact('address'),
              ' (',
              fact('rcs'),
              ').',
            ),
          ),
        },
        {
          title: 'Données collectées et finalités',
          content: richText(
            'pc2',
            paragraph(
              'Nous collectons les informations que vous saisissez dans nos formulaires (nom, e-mail, téléphone, code postal, message et réponses au formulaire) afin de répondre à votre demande, d’étudier votre projet et de vous adresser un devis. Le site compte sept formulaires, auxquels s’ajoute celui de notre page dédiée aux maisons Phénix :',
            ),
            bulletList(forms),
          ),
        },
        {
          title: 'Stockage des données',
          content: richText(
            'pc3',
            paragraph(
              'Les demandes envoyées par ces formulaires sont enregistrées dans la base de données du site, hébergée par notre hébergeur, et consultées uniquement par nos équipes commerciales habilitées. Chaque nouvelle demande leur est aussi signalée par un e-mail interne (nom, coordonnées, message) afin qu’elles vous rappellent rapidement. Chaque demande conserve la page d’origine, la date et la version du formulaire, pour preuve de votre demande.',
            ),
            paragraph(
              'Une case facultative, non cochée par défaut, vous permet d’accepter de recevoir nos actualités ; sans elle, vos coordonnées ne servent qu’à traiter votre demande.',
            ),
          ),
        },
        {
          title: 'Accusé de réception et visite à domicile',
          content: richText(
            'pc8',
            paragraph(
              'Après l’envoi d’un formulaire, vous recevez par e-mail un accusé de réception qui reprend votre demande et vous donne un lien personnel, valable trente jours, pour réserver, déplacer ou annuler la visite technique gratuite à votre domicile.',
            ),
            paragraph(
              'Si vous réservez une visite, nous enregistrons son créneau, son adresse et le conseiller qui vient ; vous et ce conseiller recevez une invitation de calendrier par e-mail (fichier .ics), puis une nouvelle invitation si la visite est déplacée ou annulée. Le conseiller retrouve ses visites dans l’agenda de son téléphone, par une adresse d’abonnement personnelle et secrète. Ces informations suivent la même durée de conservation que votre demande.',
            ),
          ),
        },
        {
          title: 'Bases légales',
          content: richText(
            'pc9',
            bulletList([
              'Répondre à votre demande, étudier votre projet, organiser la visite et vous adresser un devis\u00a0: mesures précontractuelles prises à votre demande (article 6.1.b du RGPD).',
              'Vous envoyer nos actualités et mesurer l’audience du site\u00a0: votre consentement (article 6.1.a), que vous pouvez retirer à tout moment.',
              'Protéger le site contre les abus (limitation du nombre d’envois, journal des accès refusés)\u00a0: notre intérêt légitime (article 6.1.f).',
            ]),
          ),
        },
        {
          title: 'Durée de conservation',
          content: richText(
            'pc4',
            paragraph(
              'Vos données sont conservées trois ans après notre dernier contact avec vous. Passé ce délai, elles sont anonymisées automatiquement : nom, e-mail, téléphone, message et réponses aux formulaires sont effacés.',
            ),
          ),
        },
        {
          title: 'Vos droits',
          content: richText(
            'pc5',
            paragraph(
              'Conformément au RGPD et à la loi Informatique et Libertés, vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation et d’opposition au traitement de vos données. Pour l’exercer, écrivez-nous simplement à ',
              fact('email'),
              ' (aucun numéro de téléphone n’est demandé) ou par la page Contact du site ; nous vous répondons dans un délai d’un mois.',
            ),
            paragraph('Vous pouvez également introduire une réclamation auprès de la CNIL (www.cnil.fr).'),
          ),
        },
        {
          title: 'Mesure d’audience',
          content: richText(
            'pc10',
            paragraph(
              'Pour savoir quelles pages et quelles campagnes amènent des demandes, et à quelle étape nos formulaires perdent des visiteurs, le site compte les pages vues et les étapes des formulaires (formulaire affiché, première réponse, chaque étape atteinte, envoi, refus affiché), avec la page, le site d’où vient la visite (son nom de domaine seulement) et les paramètres de campagne de l’adresse (utm_source, utm_medium, utm_campaign).',
            ),
            paragraph(
              'Cette mesure ne dépose aucun cookie et n’enregistre aucun identifiant : ni dans votre navigateur, ni sur nos serveurs. Votre adresse IP n’est pas enregistrée (elle sert seulement, en mémoire, à limiter les abus). Seuls des totaux par jour sont conservés, 25 mois au plus, et ne servent qu’à nos propres statistiques : c’est une mesure d’audience exemptée de consentement selon les lignes directrices de la CNIL. Elle repose sur notre intérêt légitime à améliorer le site.',
            ),
            paragraph(
              'Vous pouvez vous y opposer à tout moment : un navigateur qui envoie le signal Global Privacy Control ou Do Not Track n’est jamais compté, et le lien « Gérer mes cookies », en bas de chaque page, vous permet de ne plus être compté dans ce navigateur.',
            ),
          ),
        },
        {
          title: 'Cookies',
          content: richText(
            'pc6',
            paragraph(
              'Les outils de mesure d’audience tiers ne sont chargés qu’après votre consentement, donné dans le bandeau prévu à cet effet. Les statistiques sont anonymisées et ne servent qu’à améliorer le site. Sans consentement, aucune donnée personnelle ne quitte la page.',
            ),
            paragraph('Les vidéos intégrées ne sont chargées depuis le service de vidéo que lorsque vous cliquez dessus.'),
          ),
        },
        {
          title: 'Droit applicable',
          content: richText(
            'pc7',
            paragraph('La présente politique est soumise au droit français. Tout litige relève de la compétence du ', fact('court'), '.'),
          ),
        },
      ],
    },
  ],
}
