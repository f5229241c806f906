import type { PageSeed } from './types'

export const deblocageEpargneSalariale: PageSeed = {
  slug: 'deblocage-epargne-salariale',
  title: 'Déblocage de l’épargne salariale',
  meta: {
    title: 'Déblocage de l’épargne salariale pour vos travaux | Combles & Extensions du Nord',
    description:
      'Financez l’aménagement de vos combles ou votre extension avec votre PEE ou PER, sans impôt sur les plus-values. Éligibilité vérifiée sous {delai-rappel}.',
  },
  layout: () => [
    {
      blockType: 'hero',
      eyebrow: 'Financement · PEE / PER',
      title: 'Financez vos combles avec votre épargne salariale',
      intro:
        'Agrandir votre résidence principale permet de débloquer votre PEE avant l’échéance. Nous vérifions votre éligibilité sous {delai-rappel}.',
      primary: { label: 'Vérifier mon éligibilité', href: '/deblocage-epargne-salariale/form', icon: 'arrow' },
      secondary: { label: '{telephone}', href: 'tel:{telephone}', icon: 'phone' },
      centered: true,
    },
    {
      blockType: 'iconCards',
      eyebrow: 'Les avantages',
      title: 'Pourquoi utiliser votre épargne salariale ?',
      columns: '4',
      cards: [
        {
          title: 'Sans impôt sur le revenu',
          description: 'Les sommes débloquées pour votre résidence principale sont exonérées d’impôt sur le revenu.',
          icon: 'handCoins',
        },
        {
          title: 'Sans crédit',
          description: 'Vous financez tout ou partie des travaux sans emprunter, ni payer d’intérêts.',
          icon: 'banknote',
        },
        {
          title: 'Des fonds en 3 à 6 semaines',
          description: 'Après réception d’un dossier complet par votre gestionnaire.',
          icon: 'clock',
        },
        {
          title: 'Un dossier préparé avec vous',
          description: 'Devis, attestations, justificatifs : nous vous guidons pas à pas.',
          icon: 'fileCheck',
        },
      ],
    },
    {
      blockType: 'processSteps',
      tone: 'tint',
      eyebrow: 'Comment ça marche',
      title: 'Trois étapes jusqu’au déblocage',
      steps: [
        {
          title: 'Vérification de l’éligibilité',
          description: 'Sous {delai-rappel}, nous confirmons que votre projet ouvre droit au déblocage anticipé.',
        },
        {
          title: 'Constitution du dossier',
          description: 'Nous vous remettons le devis et les justificatifs demandés par votre gestionnaire.',
        },
        {
          title: 'Déblocage et travaux',
          description: 'Les fonds arrivent en 3 à 6 semaines après un dossier complet ; le chantier démarre.',
        },
      ],
    },
    {
      blockType: 'quote',
      text: 'Je ne savais pas que mon PEE pouvait financer nos combles. L’équipe a préparé tout le dossier : les fonds sont arrivés en cinq semaines et notre suite parentale était prête avant l’été.',
      author: 'Nathalie V., aménagement de combles à Amiens (80)',
      rating: 5,
    },
    {
      blockType: 'faq',
      tone: 'tint',
      eyebrow: 'Questions fréquentes',
      title: 'Tout savoir sur le déblocage',
      display: 'disclosures',
      items: [
        {
          question: 'Quels travaux permettent de débloquer mon épargne salariale ?',
          answer:
            'L’agrandissement de la résidence principale, par exemple l’aménagement de combles en surface habitable ou une extension, fait partie des cas de déblocage anticipé prévus par la loi.',
        },
        {
          question: 'Quels plans d’épargne sont concernés ?',
          answer:
            'Le plan d’épargne entreprise (PEE) et, selon les cas, le plan d’épargne retraite (PER). Nous vérifions votre situation lors de l’étude d’éligibilité.',
        },
        {
          question: 'Combien de temps faut-il pour recevoir les fonds ?',
          answer: 'Comptez 3 à 6 semaines après réception d’un dossier complet par l’organisme qui gère votre épargne.',
        },
        {
          question: 'Le déblocage est-il imposable ?',
          answer: 'Les sommes débloquées sont exonérées d’impôt sur le revenu ; seuls les prélèvements sociaux sur les gains restent dus.',
        },
      ],
    },
    {
      blockType: 'callToAction',
      tone: 'light',
      title: 'Une question sur votre situation ?',
      intro: 'Un conseiller vous répond {horaires}.',
      primary: { label: 'Appeler le {telephone}', href: 'tel:{telephone}', icon: 'phone' },
      secondary: { label: 'Vérifier mon éligibilité', href: '/deblocage-epargne-salariale/form' },
      badges: [
        { text: 'Certifié RGE Qualibat', icon: 'badgeCheck' },
        { text: 'Garantie décennale', icon: 'shieldCheck' },
        { text: '{annees-experience} ans d’expérience', icon: 'shieldCheck' },
        { text: '{clients-satisfaits} de clients satisfaits', icon: 'star' },
      ],
    },
  ],
}
