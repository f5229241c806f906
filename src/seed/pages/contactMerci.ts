import type { PageSeed } from './types'

export const contactMerci: PageSeed = {
  slug: 'contact/merci',
  title: 'Message envoyé',
  meta: {
    title: 'Message envoyé | Combles & Extensions du Nord',
    description: 'Merci pour votre message : nous vous répondons sous {delai-rappel}.',
  },
  noIndex: true,
  layout: () => [
    {
      blockType: 'thankYou',
      title: 'Merci pour votre message !',
      intro: 'Nous l’avons bien reçu. Un conseiller vous répond sous {delai-rappel}.',
      variant: 'full',
    },
  ],
}
