import type { PageSeed } from './types'

export const plansEtInspirations: PageSeed = {
  slug: 'plans-et-inspirations',
  title: 'Plans et inspirations : nos réalisations avant / après',
  meta: {
    title: 'Plans et inspirations : nos réalisations avant / après | Combles & Extensions du Nord',
    description:
      'Chambres, bureaux, salles de bain et séjours sous les toits : découvrez nos aménagements de combles avant et après travaux dans le nord de la France.',
  },
  layout: () => [
    {
      blockType: 'hero',
      eyebrow: 'Portfolio',
      title: 'Plans et inspirations',
      intro:
        'Nos combles aménagés, photographiés avant et après les travaux. Filtrez par type de pièce et ouvrez un projet pour tout savoir : budget, durée, solutions techniques.',
      compact: true,
    },
    { blockType: 'projects', tone: 'tint', display: 'gallery' },
    {
      blockType: 'callToAction',
      title: 'Envie du même résultat chez vous ?',
      intro: 'Recevez une étude gratuite de votre projet, ou vérifiez les aides auxquelles vous avez droit.',
      primary: { label: 'Demander mon étude gratuite', href: '/etude-gratuite' },
      secondary: { label: 'Vérifier mes aides', href: '/aides-eligibilite' },
    },
  ],
}
