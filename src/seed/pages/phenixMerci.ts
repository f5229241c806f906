import type { PageSeed } from './types'

export const phenixMerci: PageSeed = {
  slug: 'amenagement-combles-maison-phenix/merci',
  title: 'Merci pour votre demande',
  meta: {
    title: 'Merci pour votre demande | Combles & Extensions du Nord',
    // No description of its own today: the site's default one.
    description:
      'Aménagement de combles, extensions de maison, fenêtres de toit, vérandas et pergolas dans le nord de la France. Étude gratuite, devis détaillé sous {delai-devis} après la visite.',
  },
  noIndex: true,
  layout: () => [
    {
      blockType: 'thankYou',
      title: 'Merci, votre demande est bien enregistrée',
      intro: 'Un spécialiste des maisons Phénix vous rappelle sous {delai-rappel} pour étudier vos combles.',
      variant: 'callback',
    },
  ],
}
