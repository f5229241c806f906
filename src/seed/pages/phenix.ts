import type { PageSeed } from './types'

export const phenix: PageSeed = {
  slug: 'amenagement-combles-maison-phenix',
  title: 'Aménagement de combles de maison Phénix',
  meta: {
    title: 'Aménagement de combles de maison Phénix | Combles & Extensions du Nord',
    description:
      'Combles de maison Phénix à charpente métallique : notre procédé de renfort acier les rend habitables. 200+ maisons aménagées, travaux en {duree-travaux}.',
  },
  layout: () => [
    {
      blockType: 'formHero',
      eyebrow: 'Spécialiste des maisons Phénix',
      title: 'Aménagez les combles de votre maison Phénix',
      intro:
        'Charpente métallique, fermettes légères : on vous a dit que vos combles étaient perdus ? Notre procédé de renfort acier, calculé par notre bureau d’études, les rend habitables en toute sécurité.',
      figures: [
        { value: '200+', label: 'maisons Phénix aménagées' },
        { value: '+30%', label: 'de surface habitable' },
        { value: '{duree-travaux}', label: 'de travaux' },
        { value: '1 sem.', label: 'pour le changement de charpente' },
      ],
      form: 'combles-maison-phenix',
      formTitle: 'Vos combles sont-ils aménageables ?',
      formIntro: 'Réponse gratuite et rappel d’un spécialiste sous {delai-rappel}.',
      anchor: 'phenix',
    },
    {
      blockType: 'iconCards',
      eyebrow: 'Pourquoi nous',
      title: 'Les spécialistes des charpentes métalliques',
      columns: '3',
      cards: [
        {
          title: 'Un procédé conçu pour l’ossature Phénix',
          description: 'Nous connaissons les portiques et fermettes métalliques de ces maisons depuis plus de quinze ans.',
          icon: 'wrench',
        },
        {
          title: 'Une note de calcul pour chaque maison',
          description: 'Notre bureau d’études dimensionne les renforts et vous remet toutes les justifications.',
          icon: 'fileCheck',
        },
        {
          title: 'Des équipes spécialisées',
          description: 'Les mêmes compagnons réalisent les renforts acier et l’aménagement, sans sous-traitance.',
          icon: 'hardHat',
        },
      ],
    },
    {
      blockType: 'myths',
      tone: 'tint',
      eyebrow: 'Idées reçues',
      title: 'Mythe ou réalité ?',
      anchor: 'myths',
      items: [
        {
          myth: 'Les combles d’une maison Phénix ne sont pas aménageables.',
          reality: 'Avec un renfort acier adapté et calculé, la grande majorité le sont, sans toucher à la toiture.',
        },
        { myth: 'Il faut démonter tout le toit.', reality: 'Le changement de charpente se fait par l’intérieur, en une semaine environ.' },
        {
          myth: 'C’est hors de prix.',
          reality: 'Comptez de {prix-m2} TTC par m² créé, avant aides : elles s’en déduisent selon votre situation.',
        },
      ],
    },
    {
      blockType: 'checklist',
      eyebrow: 'Exclusif',
      title: 'Notre procédé exclusif de renfort',
      intro:
        'Développé et amélioré depuis 2010, il remplace la fonction des fermettes par une structure acier indépendante, posée par l’intérieur. Le volume est libéré et le plancher peut recevoir une pièce habitable.',
      display: 'pills',
      items: [
        { text: 'Aucune dépose de couverture', icon: 'check' },
        { text: 'Structure justifiée par note de calcul', icon: 'check' },
        { text: 'Garantie décennale sur la structure', icon: 'check' },
      ],
    },
    {
      blockType: 'processSteps',
      tone: 'tint',
      eyebrow: 'Le chantier',
      title: 'Six étapes pour libérer vos combles',
      anchor: 'phenix-steps',
      steps: [
        {
          title: 'Solivage acier',
          description: 'Un plancher porteur indépendant est posé sur les murs, sans charger le plafond existant.',
        },
        { title: 'Renfort des arbalétriers', description: 'Les arbalétriers sont doublés pour reprendre les charges de la toiture.' },
        { title: 'Entrait retroussé', description: 'Un entrait haut relie les arbalétriers et libère la hauteur sous plafond.' },
        { title: 'Jambes de force', description: 'Des jambes de force transmettent les efforts au nouveau plancher.' },
        {
          title: 'Découpe des fermettes',
          description: 'Les anciennes diagonales sont découpées une fois la nouvelle structure en place.',
        },
        { title: 'Plancher fini', description: 'Le plancher est posé : les combles sont prêts à être isolés et aménagés.' },
      ],
    },
    {
      blockType: 'testimonials',
      mode: 'service',
      eyebrow: 'Témoignages',
      title: 'Ils habitent leurs combles Phénix',
      anchor: 'phenix-testimonials',
      service: 'maison-phenix',
      count: 2,
    },
    {
      blockType: 'figures',
      tone: 'dark',
      eyebrow: 'En chiffres',
      title: 'Une expertise reconnue',
      anchor: 'phenix-figures',
      figures: [
        { value: '200+', label: 'maisons Phénix aménagées' },
        { value: '{clients-satisfaits}', label: 'de clients satisfaits' },
        { value: '{annees-experience}', label: 'ans d’expérience' },
        { value: 'RGE', label: 'Qualibat' },
      ],
    },
    {
      blockType: 'faq',
      eyebrow: 'FAQ',
      title: 'Vos questions sur les combles Phénix',
      items: [
        {
          question: 'Comment savoir si ma maison est une maison Phénix ?',
          answer:
            'Les maisons Phénix ont une ossature en portiques métalliques et des panneaux de façade préfabriqués. Votre acte de vente ou le permis d’origine le mentionne souvent ; lors de la visite technique, nous le vérifions en quelques minutes.',
        },
        {
          question: 'Faut-il un permis de construire ?',
          answer:
            'Une déclaration préalable suffit sous 20 m² de surface créée (40 m² en zone urbaine d’un PLU) ; au-delà, un permis de construire est nécessaire. Nous montons et déposons le dossier pour vous.',
        },
        {
          question: 'Combien de temps durent les travaux ?',
          answer: 'Comptez {duree-travaux} au total, dont environ une semaine pour le changement de charpente.',
        },
        {
          question: 'Peut-on rester dans la maison pendant le chantier ?',
          answer: 'Oui. Nous travaillons depuis les combles et protégeons les pièces habitées ; les accès sont nettoyés chaque soir.',
        },
        {
          question: 'Combien coûte l’aménagement ?',
          answer:
            'De {prix-m2} TTC par m² créé selon les finitions, avant aides. Des aides comme MaPrimeRénov’ peuvent financer l’isolation : jusqu’à {aides-max} d’aides directes (MaPrimeRénov’ et Prime Énergie) pour {aides-surface} isolés, selon vos revenus ; un éco-prêt à taux zéro peut financer le reste.',
        },
        {
          question: 'Quelles garanties me donnez-vous ?',
          answer: 'La garantie décennale couvre la structure et l’aménagement, complétée par la garantie de parfait achèvement d’un an.',
        },
      ],
    },
    {
      blockType: 'callToAction',
      title: 'Faites étudier vos combles gratuitement',
      intro: 'Un spécialiste des maisons Phénix vous rappelle sous {delai-rappel}.',
      primary: { label: 'Vérifier mon éligibilité', href: '#formulaire-phenix' },
      secondary: { label: '{telephone}', href: 'tel:{telephone}', icon: 'phone' },
    },
  ],
}
