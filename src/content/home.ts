import {
  Award,
  BadgeCheck,
  Calculator,
  ClipboardList,
  Hammer,
  Home,
  LayoutGrid,
  Leaf,
  PiggyBank,
  ShieldCheck,
  Sun,
  TrendingUp,
  Trees,
  Zap,
  type LucideIcon,
} from 'lucide-react'

export const homeHero = {
  eyebrow: 'Aménagement de combles · Extensions · Fenêtres de toit',
  title: 'Gagnez des mètres carrés sans déménager',
  intro:
    'Depuis trois générations, nous transformons les combles perdus en chambres, bureaux et salles de bain lumineux en Normandie, Hauts-de-France et Île-de-France. Devis détaillé sous 24h, gratuit et sans engagement.',
  primary: { label: 'Demander mon étude gratuite', href: '/etude-gratuite' },
  secondary: { label: 'Tester la faisabilité en 2 min', href: '/faisabilite' },
  trust: ['Certifié RGE Qualibat', 'Garantie décennale', 'Devis sous 24h'],
}

export type ToolCard = { title: string; duration: string; description: string; href: string; icon: LucideIcon }

export const analysisTools: ToolCard[] = [
  {
    title: 'Analyse de faisabilité',
    duration: '2 min',
    description: 'Hauteur, charpente, surface : sachez tout de suite si vos combles sont aménageables.',
    href: '/faisabilite',
    icon: ClipboardList,
  },
  {
    title: 'Étude personnalisée',
    duration: '5 min',
    description: 'Décrivez votre projet et recevez un devis détaillé sous 24h.',
    href: '/etude-gratuite',
    icon: Calculator,
  },
  {
    title: 'Optimisation de l’espace',
    duration: '4 min',
    description: 'Découvrez combien de pièces et de mètres carrés vos combles peuvent offrir.',
    href: '/optimisation-espace',
    icon: LayoutGrid,
  },
  {
    title: 'Vérificateur d’aides',
    duration: '3 min',
    description: 'MaPrimeRénov’, CEE, éco-PTZ : estimez les aides auxquelles vous avez droit.',
    href: '/aides-eligibilite',
    icon: PiggyBank,
  },
]

export const homeLabels: { label: string; icon: LucideIcon }[] = [
  { label: 'RGE Qualibat', icon: BadgeCheck },
  { label: 'Installateur expert fenêtres de toit', icon: Award },
  { label: 'Garantie décennale', icon: ShieldCheck },
  { label: 'Entreprise familiale depuis 1949', icon: Home },
]

export type ServiceCard = {
  title: string
  badge: string
  description: string
  features: string[]
  href: string
  icon: LucideIcon
}

export const homeServices: ServiceCard[] = [
  {
    title: 'Aménagement de combles',
    badge: 'Notre spécialité',
    description: 'Chambre, bureau ou salle de bain : vos combles deviennent une vraie pièce de vie.',
    features: ['Modification de charpente', 'Isolation haute performance', 'Escalier sur mesure'],
    href: '/amenagement-combles',
    icon: Home,
  },
  {
    title: 'Extension de maison',
    badge: 'Nouveau',
    description: 'Une pièce de plus au rez-de-chaussée ou en surélévation, en ossature bois.',
    features: ['Étude et plans 3D', 'Démarches d’urbanisme', 'Raccord invisible'],
    href: '/extension-maison',
    icon: Hammer,
  },
  {
    title: 'Fenêtres de toit',
    badge: 'Expert certifié',
    description: 'Pose et remplacement par un installateur expert certifié par la marque.',
    features: ['Pose en une journée', 'Volets et stores', 'Garantie 10 ans'],
    href: '/installation-fenetre-de-toit-velux',
    icon: Sun,
  },
  {
    title: 'Véranda et pergola',
    badge: 'Sur mesure',
    description: 'Vérandas lumineuses et pergolas bioclimatiques pour profiter du jardin.',
    features: ['Aluminium, PVC ou bois', 'Vitrages isolants', 'Lames orientables'],
    href: '/installation-veranda-et-pergola',
    icon: Trees,
  },
]

export type Reason = { figure: string; title: string; description: string; icon: LucideIcon }

export const homeReasons: Reason[] = [
  {
    figure: '+30%',
    title: 'de valeur pour votre bien',
    description: 'Une pièce habitable de plus valorise votre maison bien au-delà du coût des travaux.',
    icon: TrendingUp,
  },
  {
    figure: '50m²',
    title: 'gagnés en moyenne',
    description: 'La surface moyenne que nos clients gagnent sous leur toit, sans toucher au jardin.',
    icon: LayoutGrid,
  },
  {
    figure: 'A+',
    title: 'performance énergétique',
    description: 'Isolants biosourcés et étanchéité soignée : des combles chauds l’hiver, frais l’été.',
    icon: Leaf,
  },
  {
    figure: 'RGE',
    title: 'Qualibat certifié',
    description: 'La qualification qui ouvre droit à MaPrimeRénov’ et aux certificats d’économies d’énergie.',
    icon: Zap,
  },
]

export const homeClosing = {
  title: 'Votre projet mérite une étude sérieuse',
  intro: 'Un conseiller étudie votre maison et vous envoie un devis détaillé sous 24h. Gratuit, sans engagement.',
}
