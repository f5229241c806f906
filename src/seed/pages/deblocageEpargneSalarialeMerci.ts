import type { PageSeed } from './types'

export const deblocageEpargneSalarialeMerci: PageSeed = {
  slug: 'deblocage-epargne-salariale/merci',
  title: 'Demande de déblocage reçue',
  meta: {
    title: 'Demande de déblocage reçue | Combles & Extensions du Nord',
    // No description of its own today: the site's default one.
    description:
      'Aménagement de combles, extensions de maison, fenêtres de toit, vérandas et pergolas dans le nord de la France. Étude gratuite, devis détaillé sous {delai-devis} après la visite.',
  },
  noIndex: true,
  layout: () => [
    {
      blockType: 'thankYou',
      title: 'Merci, votre demande est bien reçue !',
      intro: 'Un conseiller vérifie votre éligibilité et vous rappelle sous {delai-rappel}.',
      variant: 'full',
      steps: [
        {
          title: 'Vérification de votre éligibilité',
          text: 'Sous {delai-rappel}, un conseiller vous rappelle pour vérifier votre cas de déblocage.',
        },
        {
          title: 'Devis et pièces justificatives',
          text: 'Nous vous remettons le devis et la liste des documents à fournir à votre gestionnaire.',
        },
        { title: 'Déblocage des fonds', text: 'Les fonds sont versés en 3 à 6 semaines après réception d’un dossier complet.' },
      ],
    },
  ],
}
