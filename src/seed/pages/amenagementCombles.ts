import type { PageSeed } from './types'
import { texts } from './types'

export const amenagementCombles: PageSeed = {
  slug: 'amenagement-combles',
  title: 'Aménagement de combles',
  meta: {
    title: 'Aménagement de combles : chambre, bureau, espace enfants | Combles & Extensions du Nord',
    description:
      'Transformez vos combles perdus en pièce habitable : modification de charpente, isolation, escalier et finitions. Travaux en {duree-travaux}, devis sous {delai-devis} après la visite.',
  },
  layout: ({ media }) => [
    {
      blockType: 'hero',
      eyebrow: 'Notre spécialité',
      title: 'Aménagement de combles : une pièce de plus sous votre toit',
      intro:
        'Chambre parentale, bureau, salle de jeux : nous transformons vos combles perdus en espace habitable, de la modification de charpente aux finitions. Devis détaillé sous {delai-devis} après la visite.',
      primary: { label: 'Tester la faisabilité en 2 min', href: '/faisabilite' },
      secondary: { label: 'Demander mon étude gratuite', href: '/etude-gratuite' },
      trust: texts(['Certifié RGE Qualibat', 'Garantie décennale', 'Travaux en {duree-travaux}']),
      image: media('projet-1-apres.webp'),
    },
    {
      blockType: 'figures',
      anchor: 'attic-stats',
      figures: [
        { value: '+30%', label: 'de surface habitable' },
        { value: '{plus-value}', label: 'de valeur pour le bien, en moyenne' },
        { value: '{duree-travaux}', label: 'de travaux' },
        { value: '{aides-max}', label: 'd’aides directes au plus, pour {aides-surface} isolés' },
      ],
    },
    {
      blockType: 'iconCards',
      tone: 'tint',
      eyebrow: 'Trois usages',
      title: 'Que faire de vos combles ?',
      columns: '3',
      cards: [
        {
          title: 'Suite parentale',
          description: 'Une chambre au calme avec dressing et salle d’eau, à l’écart des pièces de vie.',
          icon: 'bed',
          features: texts(['Dressing sous rampants', 'Salle d’eau attenante', 'Isolation phonique']),
        },
        {
          title: 'Bureau et télétravail',
          description: 'Un vrai bureau fermé et lumineux pour travailler à la maison en toute sérénité.',
          icon: 'laptop',
          features: texts(['Fenêtres de toit orientées', 'Prises et réseau intégrés', 'Rangements sur mesure']),
        },
        {
          title: 'Espace enfants',
          description: 'Chambres et salle de jeux pour que chacun ait son espace quand la famille s’agrandit.',
          icon: 'baby',
          features: texts(['Deux chambres possibles', 'Garde-corps sécurisés', 'Sols chaleureux']),
        },
      ],
    },
    {
      blockType: 'iconCards',
      eyebrow: 'Avantages',
      title: 'Pourquoi aménager vos combles ?',
      columns: '4',
      cards: [
        {
          title: 'Sans toucher au jardin',
          description: 'Vous gagnez des mètres carrés en hauteur, sans réduire votre terrain.',
          icon: 'leaf',
        },
        {
          title: 'Maison valorisée',
          description: 'Chaque mètre carré habitable créé augmente la valeur de votre bien.',
          icon: 'trendingUp',
        },
        {
          title: 'Moins cher qu’un déménagement',
          description: 'De {prix-m2} TTC par m² créé avant aides, sans frais de notaire ni de déménagement.',
          icon: 'euro',
        },
        { title: 'Lumière naturelle', description: 'Jusqu’à 30 % de lumière en plus grâce aux fenêtres de toit.', icon: 'sun' },
      ],
    },
    { blockType: 'videos', tone: 'tint', eyebrow: 'En vidéo', title: 'Un chantier de A à Z', count: 1 },
    {
      blockType: 'processSteps',
      eyebrow: 'Notre méthode',
      title: 'Quatre étapes, de l’idée à la pièce finie',
      intro: 'Comptez {duree-travaux} de travaux selon la surface et la charpente.',
      anchor: 'attic-process',
      steps: [
        {
          title: 'Analyse IA gratuite',
          description: 'Répondez à quelques questions et sachez si vos combles sont aménageables.',
          duration: '2 min',
        },
        {
          title: 'Visite technique',
          description: 'Un technicien mesure, inspecte la charpente et le plancher, et écoute vos envies.',
          duration: '1h',
        },
        {
          title: 'Conception 3D',
          description: 'Plans, vues 3D et devis détaillé : vous voyez votre future pièce avant les travaux.',
          duration: '7 jours',
        },
        {
          title: 'Travaux',
          description: 'Charpente, isolation, escalier, électricité et finitions par nos propres équipes.',
          duration: '{duree-travaux}',
        },
      ],
      footnote: 'Besoin d’inspiration ?',
      footnoteLinkLabel: 'Découvrez nos combles aménagés avant / après',
      footnoteHref: '/plans-et-inspirations',
    },
    {
      blockType: 'callToAction',
      title: 'Vos combles sont-ils aménageables ?',
      intro: 'Répondez en 2 minutes à notre analyse de faisabilité, ou demandez directement votre étude gratuite.',
      primary: { label: 'Tester la faisabilité', href: '/faisabilite' },
      secondary: { label: 'Demander mon étude gratuite', href: '/etude-gratuite' },
    },
  ],
}
