import type { PageSeed } from './types'

/** The site's questions in one page: the FAQ blocks of the other pages, gathered by the faqIndex block. */
export const faq: PageSeed = {
  slug: 'faq',
  title: 'Questions fréquentes',
  meta: {
    title: 'Questions fréquentes : combles, aides, travaux | Combles & Extensions du Nord',
    description:
      'Aménagement de combles, maisons Phénix, épargne salariale, aides et travaux : toutes les réponses à vos questions, au même endroit.',
  },
  layout: () => [
    {
      blockType: 'pageIntro',
      eyebrow: 'FAQ',
      title: 'Vos questions, nos réponses',
      intro: 'Toutes les questions que l’on nous pose le plus souvent, rangées par sujet. Vous ne trouvez pas la vôtre ? Écrivez-nous.',
      button: { label: 'Nous poser une question', href: '/contact', icon: 'arrow' },
    },
    { blockType: 'faqIndex', tone: 'white' },
    {
      blockType: 'callToAction',
      title: 'Un projet en tête ?',
      intro: 'Un conseiller vous rappelle sous {delai-rappel} et vous remet un devis détaillé sous {delai-devis} après la visite.',
      primary: { label: 'Demander mon étude gratuite', href: '/etude-gratuite' },
      secondary: { label: 'Nous contacter', href: '/contact' },
    },
  ],
}
