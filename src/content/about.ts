import type { SiteInfo } from '@/data/content'
import { Compass, HandHeart, Hammer, Leaf, Lightbulb, ShieldCheck, Users, type LucideIcon } from 'lucide-react'

export const aboutHero = {
  eyebrow: 'Qui sommes-nous',
  title: 'Trois générations de charpentiers au service de votre maison',
  intro:
    'De l’atelier de Marcel Duval à Elbeuf en 1949 aux trois agences d’aujourd’hui, notre famille transforme les combles et agrandit les maisons du nord de la France avec le même goût du travail bien fait.',
}

export const familyStory = {
  title: 'Une histoire de famille, une affaire de charpente',
  paragraphs: [
    'Tout commence au lendemain de la guerre, quand Marcel Duval, charpentier, ouvre un petit atelier à Elbeuf et participe à la reconstruction des toitures normandes. Son fils Jean-Pierre fonde l’entreprise en 1978 et fait un pari : transformer les greniers en pièces à vivre.',
    'Dans les années 1990, l’entreprise invente une méthode de renfort des fermettes industrielles qui rend aménageables des combles jusque-là jugés perdus. En 2010, Antoine, petit-fils de Marcel et ingénieur structure, développe nos procédés sur ossature acier, dont le renfort des maisons Phénix.',
    'Aujourd’hui, plus de trente collaborateurs partagent ce savoir-faire en Normandie, en Hauts-de-France et en Île-de-France. Chaque chantier reste suivi par un conducteur de travaux unique, du premier rendez-vous à la réception.',
  ],
}

/** The company's figures on the about page; those an editor keeps in the site settings come from there. */
export const aboutFigures = (figures: SiteInfo['figures']) => [
  { value: figures.projectsAbout, label: 'projets réalisés' },
  { value: figures.staff, label: 'collaborateurs' },
  { value: figures.agencies, label: 'agences régionales' },
  { value: '4', label: 'procédés ossature acier' },
  { value: '3', label: 'générations' },
]

export type Value = { title: string; description: string; icon: LucideIcon }

export const foundingValues: Value[] = [
  {
    title: 'Le travail bien fait',
    description: 'Des compagnons formés en interne, des finitions soignées et des chantiers propres chaque soir.',
    icon: Hammer,
  },
  {
    title: 'La parole donnée',
    description: 'Un devis détaillé, un prix ferme et des délais tenus : ce qui est signé est ce qui est livré.',
    icon: HandHeart,
  },
  {
    title: 'L’innovation utile',
    description: 'Nous concevons nos propres procédés de renfort quand les solutions du marché ne suffisent pas.',
    icon: Lightbulb,
  },
  { title: 'La proximité', description: 'Trois agences, des équipes locales et un interlocuteur unique pour chaque client.', icon: Users },
]

export const impactFigures = [
  { value: '150 000 m²', label: 'habitables créés sous les toits' },
  { value: '98%', label: 'de clients satisfaits' },
  { value: '0', label: 'maison agrandie au sol : nous gagnons en hauteur' },
  { value: '-40%', label: 'de déperditions après isolation en moyenne' },
]

export const techniques = {
  title: 'Des techniques éprouvées, calculées selon les Eurocodes',
  intro:
    'Notre bureau d’études intégré dimensionne chaque renfort. Les charpentes bois sont calculées selon l’Eurocode 5, les renforts métalliques selon l’Eurocode 3.',
  items: [
    {
      title: 'Modification de fermettes',
      description: 'Portiques bois ou acier pour libérer le volume des fermettes en W, sans déposer la toiture.',
      icon: Compass,
    },
    {
      title: 'Renfort d’ossature acier',
      description: 'Quatre procédés maison pour les charpentes métalliques, dont celles des maisons Phénix.',
      icon: ShieldCheck,
    },
    { title: 'Isolation biosourcée', description: 'Laine de bois et ouate de cellulose pour le confort d’hiver comme d’été.', icon: Leaf },
  ],
}

export const partners = ['Velux', 'Isover', 'Steico', 'Knauf', 'Siniat', 'Fakro']

export type PressLink = { outlet: string; title: string; href: string; kind: 'Reportage TV' | 'Article' }

export const pressLinks: PressLink[] = [
  {
    outlet: 'France 3 Normandie',
    title: 'Des combles Phénix transformés en chambres : reportage sur un chantier',
    href: 'https://france3-regions.francetvinfo.fr/normandie',
    kind: 'Reportage TV',
  },
  {
    outlet: 'M6',
    title: 'Rénovation : gagner de la place sous les toits',
    href: 'https://www.m6.fr',
    kind: 'Reportage TV',
  },
  {
    outlet: 'Maison & Travaux',
    title: 'Aménager des combles à fermettes : les solutions des pros',
    href: 'https://www.maison-travaux.fr',
    kind: 'Article',
  },
]

export const aboutClosing = {
  title: 'Parlons de votre projet',
  intro: 'Un conseiller vous rappelle, étudie votre maison et vous remet un devis détaillé sous 24h.',
}

export const aboutClosingBadges = (figures: SiteInfo['figures']) => ['RGE Qualibat', '3 générations', `${figures.projectsAbout} projets`]
