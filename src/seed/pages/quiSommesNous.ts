import type { PageSeed } from './types'

export const quiSommesNous: PageSeed = {
  slug: 'qui-sommes-nous',
  title: 'Qui sommes-nous : une entreprise familiale depuis 1949',
  meta: {
    title: 'Qui sommes-nous : une entreprise familiale depuis 1949 | Combles & Extensions du Nord',
    description:
      'Trois générations de charpentiers, {projets} projets, trois agences en Normandie, Hauts-de-France et Île-de-France : découvrez notre histoire et nos valeurs.',
  },
  layout: () => [
    {
      blockType: 'hero',
      eyebrow: 'Qui sommes-nous',
      title: 'Trois générations de charpentiers au service de votre maison',
      intro:
        'De l’atelier de Marcel Duval à Elbeuf en {annee-fondation} aux trois agences d’aujourd’hui, notre famille transforme les combles et agrandit les maisons du nord de la France avec le même goût du travail bien fait.',
    },
    {
      blockType: 'story',
      title: 'Une histoire de famille, une affaire de charpente',
      paragraphs: [
        {
          text: 'Tout commence au lendemain de la guerre, quand Marcel Duval, charpentier, ouvre un petit atelier à Elbeuf et participe à la reconstruction des toitures normandes. Son fils Jean-Pierre fonde l’entreprise en 1978 et fait un pari : transformer les greniers en pièces à vivre.',
        },
        {
          text: 'Dans les années 1990, l’entreprise invente une méthode de renfort des fermettes industrielles qui rend aménageables des combles jusque-là jugés perdus. En 2010, Antoine, petit-fils de Marcel et ingénieur structure, développe nos procédés sur ossature acier, dont le renfort des maisons Phénix.',
        },
        {
          text: 'Aujourd’hui, plus de trente collaborateurs partagent ce savoir-faire en Normandie, en Hauts-de-France et en Île-de-France. Chaque chantier reste suivi par un conducteur de travaux unique, du premier rendez-vous à la réception.',
        },
      ],
      quote: {
        highlight: '{annee-fondation}',
        text: 'Un chantier se juge à ce qu’on ne voit plus : la charpente, l’isolation, les raccords. C’est là que nous mettons le plus de soin.',
        author: 'Antoine Duval, ingénieur structure, troisième génération',
      },
    },
    { blockType: 'timeline', tone: 'tint', eyebrow: '{annee-fondation} – 2025', title: 'Notre histoire en dates' },
    {
      blockType: 'figures',
      eyebrow: 'En chiffres',
      title: 'L’entreprise aujourd’hui',
      anchor: 'about-figures',
      figures: [
        { value: '{projets}', label: 'projets réalisés' },
        { value: '{collaborateurs}', label: 'collaborateurs' },
        { value: '{agences}', label: 'agences régionales' },
        { value: '4', label: 'procédés ossature acier' },
        { value: '3', label: 'générations' },
      ],
    },
    {
      blockType: 'iconCards',
      tone: 'tint',
      eyebrow: 'Nos valeurs',
      title: 'Les valeurs de nos fondateurs',
      columns: '4',
      cards: [
        {
          title: 'Le travail bien fait',
          description: 'Des compagnons formés en interne, des finitions soignées et des chantiers propres chaque soir.',
          icon: 'hammer',
        },
        {
          title: 'La parole donnée',
          description: 'Un devis détaillé, un prix ferme et des délais tenus : ce qui est signé est ce qui est livré.',
          icon: 'handHeart',
        },
        {
          title: 'L’innovation utile',
          description: 'Nous concevons nos propres procédés de renfort quand les solutions du marché ne suffisent pas.',
          icon: 'lightbulb',
        },
        {
          title: 'La proximité',
          description: 'Trois agences, des équipes locales et un interlocuteur unique pour chaque client.',
          icon: 'users',
        },
      ],
    },
    {
      blockType: 'figures',
      tone: 'dark',
      eyebrow: 'Notre impact',
      title: 'Ce que nous avons construit ensemble',
      figures: [
        { value: '150 000 m²', label: 'habitables créés sous les toits' },
        { value: '{clients-satisfaits}', label: 'de clients satisfaits' },
        { value: '0', label: 'maison agrandie au sol : nous gagnons en hauteur' },
        { value: '-40%', label: 'de déperditions après isolation en moyenne' },
      ],
    },
    {
      blockType: 'iconCards',
      eyebrow: 'Savoir-faire',
      title: 'Des techniques éprouvées, calculées selon les Eurocodes',
      intro:
        'Notre bureau d’études intégré dimensionne chaque renfort. Les charpentes bois sont calculées selon l’Eurocode 5, les renforts métalliques selon l’Eurocode 3.',
      anchor: 'eurocode',
      pill: 'Calculs conformes Eurocode 5',
      columns: '3',
      cards: [
        {
          title: 'Modification de fermettes',
          description: 'Portiques bois ou acier pour libérer le volume des fermettes en W, sans déposer la toiture.',
          icon: 'compass',
        },
        {
          title: 'Renfort d’ossature acier',
          description: 'Quatre procédés maison pour les charpentes métalliques, dont celles des maisons Phénix.',
          icon: 'shieldCheck',
        },
        {
          title: 'Isolation biosourcée',
          description: 'Laine de bois et ouate de cellulose pour le confort d’hiver comme d’été.',
          icon: 'leaf',
        },
      ],
    },
    {
      blockType: 'partners',
      tone: 'tint',
      eyebrow: 'Partenaires',
      title: 'Nous travaillons avec les meilleurs fabricants',
      partners: ['Velux', 'Isover', 'Steico', 'Knauf', 'Siniat', 'Fakro'].map((label) => ({ label })),
    },
    {
      blockType: 'pressLinks',
      eyebrow: 'Ils parlent de nous',
      title: 'Vus à la télévision et dans la presse',
      anchor: 'press-links',
      links: [
        {
          kind: 'tv',
          outlet: 'France 3 Normandie',
          title: 'Des combles Phénix transformés en chambres : reportage sur un chantier',
          href: 'https://france3-regions.francetvinfo.fr/normandie',
        },
        { kind: 'tv', outlet: 'M6', title: 'Rénovation : gagner de la place sous les toits', href: 'https://www.m6.fr' },
        {
          kind: 'article',
          outlet: 'Maison & Travaux',
          title: 'Aménager des combles à fermettes : les solutions des pros',
          href: 'https://www.maison-travaux.fr',
        },
      ],
    },
    {
      blockType: 'testimonials',
      tone: 'tint',
      eyebrow: 'Témoignages',
      title: 'Ils nous ont confié leur maison',
      anchor: 'about-testimonials',
      mode: 'chosen',
    },
    {
      blockType: 'callToAction',
      title: 'Parlons de votre projet',
      intro: 'Un conseiller vous rappelle, étudie votre maison et vous remet un devis détaillé sous {delai-devis} après la visite.',
      primary: { label: 'Demander mon étude gratuite', href: '/etude-gratuite' },
      secondary: { label: 'Nous contacter', href: '/contact' },
      badges: [{ text: 'RGE Qualibat' }, { text: '3 générations' }, { text: '{projets} projets' }],
    },
  ],
}
