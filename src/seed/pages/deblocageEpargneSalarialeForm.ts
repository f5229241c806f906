import type { PageSeed } from './types'

export const deblocageEpargneSalarialeForm: PageSeed = {
  slug: 'deblocage-epargne-salariale/form',
  title: 'Débloquer mon épargne salariale',
  meta: {
    title: 'Débloquer mon épargne salariale | Combles & Extensions du Nord',
    description:
      'Vérifiez gratuitement sous {delai-rappel} si votre épargne salariale peut financer vos travaux de combles ou d’extension.',
  },
  layout: () => [
    {
      blockType: 'pageIntro',
      eyebrow: 'Financement',
      title: 'Vérifiez votre éligibilité au déblocage',
      intro: 'Nous vérifions votre éligibilité sous {delai-rappel} et vous accompagnons dans les démarches auprès de votre gestionnaire.',
    },
    { blockType: 'form', form: 'deblocage-epargne-salariale', frame: 'card' },
  ],
}
