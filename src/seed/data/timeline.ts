import type { TimelineSeed } from './types'

export const timeline: TimelineSeed[] = [
  {
    year: 1949,
    title: 'Un charpentier à Elbeuf',
    description:
      'Au lendemain de la guerre, Marcel Duval ouvre un petit atelier de charpente à Elbeuf et participe à la reconstruction des toitures normandes.',
    type: 'origin',
    icon: 'hammer',
    details: ['Charpentes traditionnelles en chêne', 'Reconstruction de fermes et de maisons de bourg', 'Un atelier et deux compagnons'],
    galleryImages: 0,
  },
  {
    year: 1978,
    title: 'Création de l’entreprise',
    description:
      'Jean-Pierre Duval, fils de Marcel, fonde l’entreprise et se spécialise dès le départ dans la transformation des greniers en pièces habitables.',
    type: 'foundation',
    icon: 'building',
    details: [
      'Premier siège à Saint-Étienne-du-Rouvray',
      'Cinq salariés, tous formés à la charpente',
      'Premiers chantiers de combles dans l’agglomération rouennaise',
    ],
    galleryImages: 0,
  },
  {
    year: 1986,
    title: 'Extensions et vérandas',
    description:
      'Pour répondre à la demande de ses clients, l’entreprise ajoute les extensions de maison et les vérandas à son savoir-faire.',
    type: 'development',
    icon: 'trending-up',
    details: ['Création d’une équipe maçonnerie', 'Premières extensions à ossature bois'],
    galleryImages: 0,
  },
  {
    year: 1994,
    title: 'Le renfort des fermettes industrielles',
    description:
      'L’entreprise met au point une méthode de renfort des fermettes industrielles par profilés acier, qui rend aménageables des combles jusque-là jugés perdus.',
    type: 'innovation',
    icon: 'lightbulb',
    details: ['Méthode validée par un bureau d’études structure', 'Des milliers de maisons des années 1970 et 1980 concernées'],
    galleryImages: 0,
  },
  {
    year: 2001,
    title: 'Installateur expert en fenêtres de toit',
    description:
      'L’entreprise obtient la certification d’installateur expert d’une grande marque de fenêtres de toit, qui reconnaît la qualité de ses poses.',
    type: 'breakthrough',
    icon: 'award',
    details: ['Formation continue des poseurs', 'Garantie étendue sur les fenêtres posées'],
    galleryImages: 0,
  },
  {
    year: 2010,
    title: 'Une solution pour les maisons Phénix',
    description:
      'Antoine Duval, petit-fils de Marcel et ingénieur structure, rejoint l’entreprise et développe un système de renfort acier pour les ossatures Phénix. Toutes les notes de calcul sont désormais établies selon les Eurocodes.',
    type: 'innovation',
    icon: 'lightbulb',
    details: ['Bureau d’études intégré', 'Fermettes bois calculées selon l’Eurocode 5', 'Renforts acier justifiés selon l’Eurocode 3'],
    galleryImages: 0,
  },
  {
    year: 2012,
    title: 'Ouverture en Hauts-de-France',
    description:
      'Une agence ouvre à Amiens pour accompagner les nombreux clients de la Somme, de l’Oise, de l’Aisne et du Nord-Pas-de-Calais.',
    type: 'expansion',
    icon: 'map',
    details: ['Agence d’Amiens', 'Équipes de pose basées sur place'],
    galleryImages: 0,
  },
  {
    year: 2016,
    title: 'Arrivée en Île-de-France',
    description:
      'L’agence de Cergy est inaugurée et couvre l’Île-de-France Nord et Sud, où les maisons Phénix sont particulièrement nombreuses.',
    type: 'expansion',
    icon: 'map',
    details: ['Agence de Cergy', 'Interventions du Val-d’Oise à l’Essonne'],
    galleryImages: 0,
  },
  {
    year: 2018,
    title: 'Un showroom pour se projeter',
    description:
      'Un showroom de 400 m² ouvre à côté du siège : combles témoins, fenêtres de toit en fonctionnement et échantillons d’isolants permettent à chacun d’imaginer son projet.',
    type: 'showcase',
    icon: 'home',
    details: ['Deux combles témoins entièrement aménagés', 'Espace fenêtres de toit et volets', 'Rendez-vous conseil du lundi au vendredi'],
    galleryImages: 4,
  },
  {
    year: 2020,
    title: 'Un dépôt logistique central',
    description: 'Un dépôt de 1 500 m² ouvre à Val-de-Reuil pour approvisionner les chantiers des trois régions dans les délais.',
    type: 'logistics',
    icon: 'truck',
    details: [
      'Stock permanent de fenêtres de toit et d’isolants',
      'Livraison des chantiers au jour prévu',
      'Une flotte de 25 véhicules utilitaires',
    ],
    galleryImages: 0,
  },
  {
    year: 2023,
    title: 'Qualité reconnue',
    description:
      'La qualification RGE Qualibat est renouvelée et plusieurs chantiers de l’entreprise sont présentés dans des reportages télévisés consacrés à la rénovation.',
    type: 'recognition',
    icon: 'star',
    details: ['Qualification RGE Qualibat', 'Reportages télévisés sur l’aménagement de maisons Phénix'],
    galleryImages: 0,
  },
  {
    year: 2025,
    title: 'Trois générations au service des maisons du Nord',
    description:
      'Avec trois agences et une équipe formée à l’atelier, la famille Duval continue de transmettre le goût du travail bien fait, de la charpente aux finitions.',
    type: 'development',
    icon: 'trending-up',
    details: ['Combles, extensions et vérandas dans trois régions', 'Trois agences : Normandie, Hauts-de-France, Île-de-France'],
    galleryImages: 0,
  },
]
