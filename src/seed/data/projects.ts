import type { ProjectSeed } from './types'

export const projects: ProjectSeed[] = [
  {
    title: 'Suite parentale sous les toits à Amiens',
    service: 'combles',
    type: 'bedroom',
    surface: 48,
    location: 'Amiens (80)',
    duration: '21 jours',
    description:
      'Une suite parentale avec dressing a pris place dans les combles perdus de cette maison amiénoise des années 1970. Sur 48 m², les fermettes en W ont été modifiées pour libérer le volume, le plancher a été renforcé et l’ensemble isolé en laine de bois. Trois fenêtres de toit baignent désormais la chambre de lumière, côté jardin.',
    challenges: [
      'Combles encombrés par des fermettes en W rendant le volume inutilisable',
      'Plancher d’origine non conçu pour supporter une pièce habitable',
      'Maison occupée par la famille pendant toute la durée du chantier',
    ],
    solutions: [
      'Charpente fermette modifiée avec portiques bois, sur note de calcul d’un bureau d’études',
      'Renfort de plancher par un solivage indépendant reposant sur les murs porteurs',
      'Création d’une trémie d’escalier et pose d’un escalier quart tournant en chêne',
      'Isolation en laine de bois de 240 mm sous rampants avec pare-vapeur hygro-régulant',
    ],
    benefits: [
      {
        title: 'Un espace rien qu’à soi',
        description: 'Chambre, dressing et coin lecture réunis à l’étage, à l’écart des pièces de vie.',
      },
      {
        title: 'Confort d’été',
        description: 'La laine de bois ralentit la chaleur : la chambre reste fraîche même en plein mois de juillet.',
      },
      {
        title: 'Maison valorisée',
        description: 'Près de 50 m² habitables supplémentaires, sans toucher à l’emprise au sol du terrain.',
      },
    ],
    testimonial: {
      text: 'Nous avions peur de vivre dans la poussière pendant des semaines, et finalement le chantier a été propre et rapide. La suite est encore plus belle que sur les plans. L’équipe a été d’une grande gentillesse avec nos enfants.',
      author: 'Sophie L.',
      rating: 5,
    },
    specifications: { budget: '40 500 €', rooms: 2 },
    illustrationVariant: 0,
  },
  {
    title: 'Bureau et chambre d’amis dans les combles à Rouen',
    service: 'combles',
    type: 'office',
    surface: 56,
    location: 'Rouen (76)',
    duration: '30 jours',
    description:
      'À Rouen, d’anciens combles servant de débarras accueillent désormais un bureau lumineux et une chambre d’amis. Dans cette maison en briques, la charpente traditionnelle en chêne a été conservée et mise en valeur, les rampants isolés en laine de bois et deux fenêtres de toit posées face aux clochers de la ville.',
    challenges: [
      'Charpente ancienne en chêne à préserver et à laisser apparente',
      'Accès par un escalier meunier étroit et raide',
      'Besoin d’un bureau au calme pour le télétravail, loin des bruits de la maison',
    ],
    solutions: [
      'Brossage et traitement des pièces de charpente laissées apparentes',
      'Remplacement de l’escalier meunier par un escalier hélicoïdal compact',
      'Plancher acoustique posé sur les solives existantes renforcées',
      'Isolation en laine de bois de 220 mm entre et sous chevrons, avec pare-vapeur',
    ],
    benefits: [
      {
        title: 'Télétravail au calme',
        description: 'Un vrai bureau fermé, isolé phoniquement du reste de la maison.',
      },
      {
        title: 'Une chambre pour recevoir',
        description: 'Famille et amis disposent désormais d’une chambre indépendante sous les toits.',
      },
      {
        title: 'Le cachet de l’ancien',
        description: 'Les poutres en chêne apparentes donnent du caractère aux deux pièces.',
      },
    ],
    testimonial: {
      text: 'Je travaille à domicile trois jours par semaine et ce bureau a changé mon quotidien. Les poutres en chêne apparentes font tout le charme de la pièce.',
      author: 'Thomas R.',
      rating: 5,
    },
    specifications: { budget: '55 600 €', rooms: 2 },
    illustrationVariant: 1,
  },
  {
    title: 'Espace de vie avec mezzanine dans une maison lilloise',
    service: 'combles',
    type: 'living',
    surface: 78,
    location: 'Lille (59)',
    duration: '45 jours',
    description:
      'À Lille, les combles d’une maison des années 1930 sont devenus un vaste séjour ouvert sur une mezzanine. Une chambre et une salle d’eau complètent l’étage. Pour gagner de la hauteur, une partie du plancher haut a été supprimée, la charpente renforcée par une poutre en lamellé-collé et quatre fenêtres de toit installées en verrière.',
    challenges: [
      'Créer un grand volume ouvert sans affaiblir la charpente',
      'Hauteur insuffisante pour un second plancher sur toute la surface',
      'Murs mitoyens imposant un traitement acoustique soigné',
      'Peu de lumière naturelle côté rue',
    ],
    solutions: [
      'Poutre en lamellé-collé reprenant les efforts des pannes intermédiaires',
      'Mezzanine sur structure acier avec plancher en chêne massif',
      'Doublage acoustique en laine de bois sur les murs mitoyens',
      'Verrière composée de quatre fenêtres de toit couplées côté jardin',
    ],
    benefits: [
      {
        title: 'Un volume spectaculaire',
        description: 'Plus de 4 mètres sous faîtage au-dessus du séjour, pour une vraie sensation d’espace.',
      },
      {
        title: 'Lumière traversante',
        description: 'La verrière éclaire le séjour et la mezzanine du matin au soir.',
      },
      {
        title: 'Trois pièces en plus',
        description: 'Séjour, chambre et salle d’eau : un étage complet gagné sous les toits.',
      },
    ],
    testimonial: {
      text: 'Le séjour sous les toits est devenu la pièce préférée de toute la famille. Le conducteur de travaux nous a tenus informés chaque semaine, photos à l’appui. Un chantier sans mauvaise surprise.',
      author: 'Karim B.',
      rating: 5,
    },
    specifications: { budget: '82 900 €', rooms: 3 },
    illustrationVariant: 2,
  },
  {
    title: 'Salle de bains sous les toits et grande chambre à Évreux',
    service: 'combles',
    type: 'bathroom',
    surface: 60,
    location: 'Évreux (27)',
    duration: '35 jours',
    description:
      'À Évreux, une salle de bains avec baignoire îlot et une grande chambre ont été créées sous les toits. Pour cette famille de cinq, les arrivées d’eau et les évacuations ont été remontées depuis l’étage, le plancher renforcé sous la baignoire et une VMC hygroréglable installée.',
    challenges: [
      'Amener l’eau et les évacuations jusque sous la toiture',
      'Poids d’une baignoire remplie sur un plancher ancien',
      'Maîtrise de l’humidité sous les rampants',
      'Hauteur limitée à l’emplacement prévu pour la douche',
    ],
    solutions: [
      'Passage des réseaux dans une gaine technique créée dans le placard du palier',
      'Renfort de plancher localisé par solives moisées',
      'Pare-vapeur continu et VMC hygroréglable de type B',
      'Douche à l’italienne placée sous une fenêtre de toit pour gagner en hauteur',
    ],
    benefits: [
      {
        title: 'Fini les embouteillages du matin',
        description: 'Deux salles de bains pour cinq personnes : les matins sont devenus beaucoup plus sereins.',
      },
      {
        title: 'Un bain sous le ciel',
        description: 'La baignoire îlot profite de la lumière zénithale d’une large fenêtre de toit.',
      },
      {
        title: 'Zéro condensation',
        description: 'Pare-vapeur et ventilation adaptée protègent durablement l’isolation et la charpente.',
      },
    ],
    testimonial: {
      text: 'Avec trois adolescents, la deuxième salle de bains était devenue urgente. Prendre un bain en regardant le ciel par la fenêtre de toit, c’est un vrai luxe.',
      author: 'Nathalie P.',
      rating: 5,
    },
    specifications: { budget: '59 700 €', rooms: 2 },
    illustrationVariant: 3,
  },
  {
    title: 'Trois chambres dans une maison Phénix à Pontoise',
    service: 'maison-phenix',
    type: 'bedroom',
    surface: 85,
    location: 'Pontoise (95)',
    duration: '60 jours',
    description:
      'Cette maison Phénix de 1972 à Pontoise a gagné trois chambres et une salle d’eau grâce à l’aménagement de ses combles. L’ossature métallique d’origine, prévue pour un simple grenier, a été renforcée par des profilés en acier dimensionnés par notre bureau d’études, avant l’isolation en laine de bois et la pose de cinq fenêtres de toit.',
    challenges: [
      'Structure métallique Phénix non prévue pour des charges d’habitation',
      'Poteaux acier et panneaux de façade à ne surtout pas fragiliser',
      'Création d’un escalier dans un plan de plain-pied très compact',
      'Famille de quatre restée dans la maison pendant les travaux',
    ],
    solutions: [
      'Renfort de la structure par profilés acier boulonnés et plancher bois allégé',
      'Note de calcul complète, vérifiée par un bureau de contrôle indépendant',
      'Trémie d’escalier ouverte dans le couloir et escalier droit sur mesure',
      'Phasage du chantier pour garder le rez-de-chaussée habitable',
    ],
    benefits: [
      {
        title: 'Une chambre par enfant',
        description: 'Chaque enfant a sa chambre, et les parents retrouvent le calme au rez-de-chaussée.',
      },
      {
        title: 'Une structure justifiée',
        description: 'Les renforts sont calculés, contrôlés et documentés : un atout en cas de revente.',
      },
      {
        title: 'Surface presque doublée',
        description: '85 m² habitables ajoutés à une maison qui en comptait à peine 90.',
      },
    ],
    testimonial: {
      text: 'Plusieurs entreprises nous avaient dit que c’était impossible dans une Phénix. Combles & Extensions du Nord nous a présenté une étude sérieuse et a tenu les délais. Nos enfants ont enfin chacun leur chambre.',
      author: 'Olivier M.',
      rating: 5,
    },
    specifications: { budget: '86 200 €', rooms: 4 },
    illustrationVariant: 4,
  },
  {
    title: 'Bureau lumineux sous les combles à Beauvais',
    service: 'combles',
    type: 'office',
    surface: 42,
    location: 'Beauvais (60)',
    duration: '14 jours',
    description:
      'Un bureau de 42 m² a été créé en seulement quatorze jours dans les combles déjà accessibles de cette maison de Beauvais. Le plancher existant étant sain, l’équipe a concentré son intervention sur l’isolation en laine de bois, la pose de deux fenêtres de toit, l’électricité et les finitions, avec des rangements intégrés sous les rampants.',
    challenges: [
      'Délai très serré avant une reprise du télétravail',
      'Combles accessibles mais quasiment pas isolés',
      'Besoin de nombreux rangements pour des archives professionnelles',
    ],
    solutions: [
      'Planning resserré, avec équipes isolation et électricité intervenant en parallèle',
      'Isolation en laine de bois de 200 mm et pare-vapeur hygro-régulant',
      'Placards sur mesure sous les rampants',
      'Deux fenêtres de toit motorisées avec volets roulants solaires',
    ],
    benefits: [
      {
        title: 'Opérationnel en deux semaines',
        description: 'Le bureau a été livré meublé de ses rangements, prêt à l’emploi le lundi suivant.',
      },
      {
        title: 'Tout trouve sa place',
        description: 'Les rampants, souvent perdus, accueillent plus de 6 mètres linéaires de placards.',
      },
      {
        title: 'Chauffage allégé',
        description: 'Les combles isolés limitent les déperditions de toute la maison par la toiture.',
      },
    ],
    testimonial: {
      text: 'Délai tenu au jour près, ce qui était essentiel pour moi. Le bureau est calme, lumineux et parfaitement isolé. Je recommande sans hésiter.',
      author: 'Claire D.',
      rating: 5,
    },
    specifications: { budget: '36 000 €', rooms: 1 },
    illustrationVariant: 5,
  },
  {
    title: 'Suite avec salle d’eau à l’italienne à Caen',
    service: 'combles',
    type: 'bathroom',
    surface: 58,
    location: 'Caen (14)',
    duration: '32 jours',
    description:
      'À Caen, les combles d’une maison de 1985 sont devenus une suite parentale avec salle d’eau à l’italienne. Les fermettes industrielles ont été modifiées avec des renforts acier, et une pompe de relevage discrète évacue les eaux usées malgré l’éloignement de la colonne existante.',
    challenges: [
      'Fermettes industrielles en W occupant tout le volume',
      'Évacuations éloignées de la colonne d’eaux usées existante',
      'Étanchéité d’une douche de plain-pied sur un plancher bois',
    ],
    solutions: [
      'Modification des fermettes avec renforts acier calculés selon l’Eurocode 5',
      'Pompe de relevage silencieuse intégrée au meuble vasque',
      'Système d’étanchéité sous carrelage et receveur extra-plat',
      'Fenêtre de toit au-dessus de la double vasque pour un éclairage naturel',
    ],
    benefits: [
      {
        title: 'Une suite indépendante',
        description: 'Chambre et salle d’eau réunies à l’étage, comme à l’hôtel.',
      },
      {
        title: 'Une douche sans ressaut',
        description: 'Accès de plain-pied, pratique aujourd’hui comme dans vingt ans.',
      },
      {
        title: 'Des finitions soignées',
        description: 'Grands carreaux effet pierre, niche maçonnée et robinetterie encastrée.',
      },
    ],
    testimonial: {
      text: 'Nous voulions une salle d’eau digne d’un hôtel, c’est réussi. Les artisans étaient ponctuels et ont laissé la maison propre chaque soir.',
      author: 'Isabelle G.',
      rating: 5,
    },
    specifications: { budget: '59 500 €', rooms: 2 },
    illustrationVariant: 6,
  },
  {
    title: 'Salon familial et salle de jeux sous les toits au Havre',
    service: 'combles',
    type: 'living',
    surface: 76,
    location: 'Le Havre (76)',
    duration: '50 jours',
    description:
      'Au Havre, ces combles de 76 m² sont devenus un grand salon familial prolongé d’une salle de jeux pour les enfants. Exposée aux vents marins, la toiture a fait l’objet d’une attention particulière : écran de sous-toiture neuf, isolation renforcée en laine de bois et fenêtres de toit à finition adaptée au bord de mer.',
    challenges: [
      'Toiture exposée aux vents et aux embruns',
      'Un volume à partager entre adultes et enfants',
      'Escalier existant trop raide pour un usage quotidien',
    ],
    solutions: [
      'Remplacement de l’écran de sous-toiture et révision complète de la couverture',
      'Cloison vitrée séparant le salon de la salle de jeux',
      'Nouvel escalier en hêtre massif avec garde-corps adapté aux enfants',
      'Fenêtres de toit à finition anticorrosion pour le littoral',
    ],
    benefits: [
      {
        title: 'Chacun son espace',
        description: 'Les enfants jouent à côté, les parents profitent du salon sans se gêner.',
      },
      {
        title: 'Une toiture remise à neuf',
        description: 'L’aménagement a été l’occasion de sécuriser la couverture pour les décennies à venir.',
      },
      {
        title: 'Vue dégagée',
        description: 'Depuis le salon, les fenêtres de toit ouvrent sur les toits de la ville et la mer.',
      },
    ],
    testimonial: {
      text: 'Les enfants ont leur salle de jeux et nous avons retrouvé un salon calme. Le chantier a duré sept semaines et tout s’est passé comme annoncé.',
      author: 'Julien F.',
      rating: 5,
    },
    specifications: { budget: '82 000 €', rooms: 3 },
    illustrationVariant: 7,
  },
  {
    title: 'Deux chambres d’enfants et une salle d’eau à Saint-Quentin',
    service: 'combles',
    type: 'bedroom',
    surface: 65,
    location: 'Saint-Quentin (02)',
    duration: '40 jours',
    description:
      'À Saint-Quentin, des combles ont accueilli deux chambres d’enfants et une salle d’eau avant l’arrivée de jumeaux. Le chantier a compris la création d’une trémie d’escalier, le renfort du plancher, une isolation en laine de bois et la pose de trois fenêtres de toit à ouverture sécurisée.',
    challenges: [
      'Un calendrier calé sur une date de naissance',
      'Deux chambres équivalentes à dessiner dans un volume asymétrique',
      'Sécurité des ouvertures pour de jeunes enfants',
    ],
    solutions: [
      'Planning contractuel avec réception prévue trois semaines avant le terme',
      'Cloisonnement étudié en 3D pour équilibrer les surfaces des deux chambres',
      'Fenêtres de toit avec limiteur d’ouverture et stores occultants',
      'Isolation en laine de bois de 240 mm, éligible aux aides à la rénovation',
    ],
    benefits: [
      {
        title: 'Une chambre chacun',
        description: 'Deux chambres de surface identique, pour que personne ne soit lésé en grandissant.',
      },
      {
        title: 'Sécurité des enfants',
        description: 'Ouvertures bridées, garde-corps et prises protégées dès la conception.',
      },
      {
        title: 'Aides financières',
        description: 'Une isolation performante posée par une entreprise RGE, ouvrant droit aux aides.',
      },
    ],
    testimonial: {
      text: 'Les chambres étaient prêtes trois semaines avant la naissance, comme promis. Les stores occultants sont parfaits pour les siestes. Merci à toute l’équipe.',
      author: 'Émilie C.',
      rating: 5,
    },
    specifications: { budget: '66 900 €', rooms: 3 },
    illustrationVariant: 8,
  },
  {
    title: 'Salon-bibliothèque sous charpente apparente à Arras',
    service: 'combles',
    type: 'living',
    surface: 52,
    location: 'Arras (62)',
    duration: '28 jours',
    description:
      'À Arras, un couple de passionnés de lecture a transformé ses combles en salon-bibliothèque sous charpente apparente. Sur 52 m², les bibliothèques sur mesure épousent les rampants, le plancher a été renforcé pour porter le poids des livres et la lumière entre par trois fenêtres de toit et une lucarne rénovée.',
    challenges: [
      'Charge importante des livres sur un plancher ancien',
      'Charpente traditionnelle à mettre en valeur',
      'Lucarne vétuste et mal isolée',
    ],
    solutions: [
      'Renfort de plancher par solives complémentaires et panneaux OSB de 22 mm',
      'Brossage et lasure des entraits et des arbalétriers',
      'Rénovation complète de la lucarne avec menuiserie bois à double vitrage',
      'Bibliothèques sur mesure intégrées sous les rampants',
    ],
    benefits: [
      {
        title: 'Un lieu pour lire',
        description: 'Un salon calme et lumineux, pensé autour de deux fauteuils et d’une grande table.',
      },
      {
        title: 'Du rangement partout',
        description: 'Chaque recoin sous les rampants accueille des étagères sur mesure.',
      },
      {
        title: 'Une charpente sublimée',
        description: 'Les bois d’origine, brossés et lasurés, donnent toute son âme à la pièce.',
      },
    ],
    testimonial: {
      text: 'Nos trois mille livres ont enfin trouvé leur place. Le menuisier a su exploiter chaque recoin sous les rampants, c’est un travail d’orfèvre.',
      author: 'Bernard V.',
      rating: 5,
    },
    specifications: { budget: '53 900 €', rooms: 1 },
    illustrationVariant: 9,
  },
  {
    title: 'Deux bureaux pour un couple en télétravail à Compiègne',
    service: 'combles',
    type: 'office',
    surface: 68,
    location: 'Compiègne (60)',
    duration: '42 jours',
    description:
      'À Compiègne, deux bureaux indépendants ont été créés sous les toits pour un couple en télétravail à temps plein. Une cloison acoustique entre les deux pièces, un câblage réseau dédié et quatre fenêtres de toit équipées de stores extérieurs garantissent confort et concentration, été comme hiver, sous une toiture en ardoise orientée plein sud.',
    challenges: [
      'Deux visioconférences simultanées sans se gêner',
      'Risque de surchauffe estivale sous une toiture en ardoise plein sud',
      'Connexion internet fiable loin de la box',
    ],
    solutions: [
      'Cloison acoustique à double ossature et portes isophoniques',
      'Laine de bois haute densité et stores extérieurs pare-soleil',
      'Câblage réseau et prises RJ45 dans chaque bureau',
      'Éclairage LED intégré aux rampants',
    ],
    benefits: [
      {
        title: 'Concentration préservée',
        description: 'Chacun son bureau, fermé et isolé : les appels de l’un ne dérangent plus l’autre.',
      },
      {
        title: 'Fraîcheur en été',
        description: 'Isolant dense et stores extérieurs limitent fortement la chaleur sous les toits.',
      },
      {
        title: 'Vie pro et vie perso séparées',
        description: 'Le soir, on ferme la porte de l’étage et le travail reste en haut.',
      },
    ],
    testimonial: {
      text: 'Nous passons nos journées en réunion et nous ne nous entendons plus du tout d’un bureau à l’autre. Même en plein mois d’août, il fait bon sous les toits.',
      author: 'Céline T.',
      rating: 5,
    },
    specifications: { budget: '67 100 €', rooms: 2 },
    illustrationVariant: 10,
  },
]
