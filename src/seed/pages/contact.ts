import type { PageSeed } from './types'

export const contact: PageSeed = {
  slug: 'contact',
  title: 'Contact',
  meta: {
    title: 'Contact | Combles & Extensions du Nord',
    description: 'Une question sur votre projet de combles ou d’extension ? Écrivez-nous ou appelez-nous : réponse sous {delai-rappel}.',
  },
  layout: () => [
    {
      blockType: 'pageIntro',
      eyebrow: 'Échangeons',
      title: 'Parlons de votre projet',
      intro:
        'Une question, un projet d’aménagement ou d’extension ? Laissez-nous un message : un conseiller vous répond sous {delai-rappel}.',
    },
    { blockType: 'form', form: 'contact', frame: 'card', title: 'Envoyez-nous un message', contactDetails: true },
    { blockType: 'trustPoints' },
  ],
}
