import { consumerMediation } from './legal/consumerMediation'
import { legalUpdatedOn } from './legal/legalDate'
import { fact, paragraph, richText } from './richText'
import type { PageSeed } from './types'

export const mentionsLegales: PageSeed = {
  slug: 'mentions-legales',
  title: 'Mentions légales',
  meta: {
    title: 'Mentions légales | Combles & Extensions du Nord',
    description: 'Mentions légales du site Combles & Extensions du Nord.',
  },
  noIndex: true,
  layout: () => [
    {
      blockType: 'legalText',
      title: 'Mentions légales',
      updatedOn: legalUpdatedOn,
      sections: [
        {
          title: 'Éditeur du site',
          content: richText(
            'ml1',
            paragraph(
              'Le présent site est édité par ',
              fact('companyName'),
              ', ',
              fact('legalForm'),
              ' au capital de ',
              fact('capital'),
              ', dont le siège social est situé ',
              fact('address'),
              '.',
            ),
            paragraph('SIRET : ', fact('siret'), '. Immatriculation : ', fact('rcs'), '.'),
            paragraph('Téléphone : ', fact('phone'), '. E-mail : ', fact('email'), '.'),
            paragraph('Directeur de la publication : le président du conseil d’administration de la société.'),
          ),
        },
        { title: 'Hébergement', content: richText('ml2', paragraph('Le site est hébergé par ', fact('host'), '.')) },
        {
          title: 'Propriété intellectuelle',
          content: richText(
            'ml3',
            paragraph(
              'L’ensemble des contenus de ce site (textes, illustrations, photographies, logos, vidéos) est la propriété de la société ou de ses partenaires. Toute reproduction, même partielle, sans autorisation écrite préalable est interdite.',
            ),
          ),
        },
        {
          title: 'Données personnelles',
          content: richText(
            'ml4',
            paragraph(
              'Le traitement des données transmises par les formulaires du site est décrit dans notre politique de confidentialité.',
            ),
          ),
        },
        {
          title: 'Droit applicable',
          content: richText(
            'ml5',
            paragraph(
              'Le présent site et les présentes mentions sont soumis au droit français. Tout litige entre professionnels relève de la compétence du ',
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
