import type { PageSeed } from './types'
import { texts } from './types'

export const solutionsTechniques: PageSeed = {
  slug: 'solutions-techniques',
  title: 'Solutions techniques',
  meta: {
    title: 'Solutions techniques : charpente, isolation, étanchéité, électricité | Combles & Extensions du Nord',
    description:
      'Charpente, isolation, étanchéité et électricité : notre méthode d’aménagement de combles en six étapes, en {duree-travaux}, et nos cinq garanties.',
  },
  layout: ({ media }) => [
    {
      blockType: 'hero',
      eyebrow: 'Expertise',
      title: 'Solutions techniques pour vos combles',
      intro:
        'Charpente, isolation, étanchéité, électricité : un aménagement de combles réussi repose sur des choix techniques précis. Voici comment nous travaillons, étape par étape.',
      secondary: { label: 'Voir nos réalisations', href: '/plans-et-inspirations?service=combles' },
      image: media('projet-10-apres.webp'),
    },
    {
      blockType: 'iconCards',
      eyebrow: 'Nos domaines',
      title: 'Quatre savoir-faire réunis',
      columns: '4',
      cards: [
        {
          title: 'Charpente et structure',
          description: 'Modification de fermettes, renfort d’ossature acier et plancher porteur, sur note de calcul.',
          icon: 'hammer',
          features: texts(['Portiques bois ou acier', 'Solivage indépendant', 'Trémie d’escalier']),
        },
        {
          title: 'Isolation thermique',
          description: 'Isolants biosourcés ou minéraux de forte épaisseur pour le confort d’hiver et d’été.',
          icon: 'thermometer',
          features: texts(['Laine de bois 200 à 240 mm', 'Pare-vapeur hygro-régulant', 'Traitement des ponts thermiques']),
        },
        {
          title: 'Étanchéité et ventilation',
          description: 'Une enveloppe étanche à l’air et une ventilation qui renouvelle l’air sans perte de chaleur.',
          icon: 'droplets',
          features: texts(['Écran sous toiture', 'Raccords de fenêtres de toit', 'VMC adaptée']),
        },
        {
          title: 'Électricité',
          description: 'Une installation neuve conforme à la norme NF C 15-100, pensée pour vos usages.',
          icon: 'plug',
          features: texts(['Prises et éclairage', 'Réseau et télétravail', 'Chauffage électrique performant']),
        },
      ],
    },
    {
      blockType: 'processSteps',
      tone: 'tint',
      eyebrow: 'Déroulé du chantier',
      title: 'Notre intervention en six étapes',
      anchor: 'technical-steps',
      total: '{duree-travaux}',
      steps: [
        {
          title: 'Préparation du chantier',
          description: 'Protection des pièces habitées, accès, dépose des anciens isolants.',
          duration: '2-3 jours',
        },
        { title: 'Trémie et escalier', description: 'Ouverture du plancher et pose de l’escalier définitif.', duration: '1-2 jours' },
        { title: 'Charpente et plancher', description: 'Modification de la structure et plancher porteur.', duration: '3-5 jours' },
        {
          title: 'Fenêtres de toit et étanchéité',
          description: 'Pose des fenêtres, écran sous toiture et raccords.',
          duration: '2-3 jours',
        },
        { title: 'Isolation et cloisons', description: 'Isolants, pare-vapeur, plaques de plâtre et doublages.', duration: '3-4 jours' },
        {
          title: 'Électricité et finitions',
          description: 'Réseaux, revêtements de sol, peintures et nettoyage.',
          duration: '5-7 jours',
        },
      ],
    },
    {
      blockType: 'iconCards',
      eyebrow: 'Engagements',
      title: 'Cinq garanties pour votre tranquillité',
      columns: '3',
      cards: [
        {
          title: 'Garantie décennale',
          description: 'Structure, étanchéité et aménagement couverts pendant dix ans.',
          icon: 'shieldCheck',
        },
        { title: 'Parfait achèvement', description: 'Un an pour reprendre toute réserve signalée après réception.', icon: 'fileCheck' },
        {
          title: 'Biennale de bon fonctionnement',
          description: 'Deux ans sur les équipements : volets, fenêtres, VMC.',
          icon: 'wrench',
        },
        {
          title: 'Qualification RGE Qualibat',
          description: 'Le gage d’un travail contrôlé, et l’accès aux aides publiques.',
          icon: 'award',
        },
        {
          title: 'Note de calcul remise',
          description: 'Les justifications de structure de notre bureau d’études vous sont transmises.',
          icon: 'hammer',
        },
      ],
    },
    {
      blockType: 'callToAction',
      title: 'Une question technique sur vos combles ?',
      intro: 'Nos techniciens viennent voir votre charpente et vous remettent un devis détaillé sous {delai-devis} après la visite.',
      primary: { label: 'Demander mon étude gratuite', href: '/etude-gratuite' },
      secondary: { label: 'Nous contacter', href: '/contact' },
    },
  ],
}
