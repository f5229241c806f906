import { consumerMediation } from './legal/consumerMediation'
import { legalUpdatedOn } from './legal/legalDate'
import { fact, paragraph, richText } from './richText'
import type { PageSeed } from './types'

export const cgu: PageSeed = {
  slug: 'cgu',
  title: 'Conditions générales d’utilisation',
  meta: {
    title: 'Conditions générales d’utilisation | Combles & Extensions du Nord',
    description: 'Conditions générales d’utilisation du site Combles & Extensions du Nord.',
  },
  noIndex: true,
  layout: () => [
    {
      blockType: 'legalText',
      title: 'Conditions générales d’utilisation',
      updatedOn: legalUpdatedOn,
      sections: [
        {
          title: 'Objet',
          content: richText(
            'cg1',
            paragraph(
              'Les présentes conditions générales d’utilisation encadrent l’accès et l’utilisation du site de ',
              fact('companyName'),
              '. En naviguant sur le site, vous les acceptez.',
            ),
          ),
        },
        {
          title: 'Services proposés',
          content: richText(
            'cg2',
            paragraph(
              'Le site présente nos services d’aménagement de combles, d’extension, de fenêtres de toit, de vérandas et de pergolas, et propose des outils gratuits d’analyse et de demande de devis. Les résultats de ces outils sont indicatifs et ne valent pas devis ; seul un devis signé après visite technique engage les parties.',
            ),
          ),
        },
        {
          title: 'Responsabilité',
          content: richText(
            'cg3',
            paragraph(
              'Nous nous efforçons de tenir les informations du site exactes et à jour, sans pouvoir garantir l’absence d’erreur. Les liens vers des sites tiers sont fournis à titre d’information ; nous ne répondons pas de leur contenu.',
            ),
          ),
        },
        {
          title: 'Propriété intellectuelle',
          content: richText('cg4', paragraph('Les contenus du site sont protégés ; leur reproduction sans autorisation est interdite.')),
        },
        {
          title: 'Éditeur et hébergeur',
          content: richText(
            'cg5',
            paragraph(
              fact('companyName'),
              ', ',
              fact('legalForm'),
              ' au capital de ',
              fact('capital'),
              ', ',
              fact('rcs'),
              ', SIRET ',
              fact('siret'),
              '. Hébergement : ',
              fact('host'),
              '.',
            ),
          ),
        },
        {
          title: 'Droit applicable et juridiction',
          content: richText(
            'cg6',
            paragraph(
              'Les présentes conditions sont soumises au droit français. Tout litige entre professionnels relève de la compétence du ',
              fact('court'),
              '.',
            ),
            consumerMediation(),
          ),
        },
      ],
    },
  ],
}
