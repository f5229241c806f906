import { Building, Euro, Home, Layers, Ruler, Sun, TrendingUp } from 'lucide-react'
import type { IconCard } from '@/content/types'
import type { ProcessStep } from '@/content/types'

export const extensionHero = {
  eyebrow: 'Extension de maison',
  title: 'Agrandissez votre maison, sans déménager',
  intro:
    'Extension de plain-pied, surélévation ou extension à ossature bois : nous concevons et construisons une pièce de plus qui se fond dans votre maison. En moyenne +40 m² et 15 à 25 % de plus-value.',
  primary: { label: 'Demander mon étude gratuite', href: '/etude-gratuite' },
  secondary: { label: 'Voir nos réalisations', href: '/plans-et-inspirations' },
  trust: ['Démarches d’urbanisme incluses', 'Garantie décennale', 'Un interlocuteur unique'],
}

export const extensionTypes: IconCard[] = [
  {
    title: 'Extension de plain-pied',
    description: 'Un séjour agrandi, une cuisine ouverte ou une chambre au rez-de-chaussée.',
    icon: Home,
    features: ['Fondations et dalle', 'Baies vitrées', 'Raccord invisible'],
  },
  {
    title: 'Surélévation',
    description: 'Un étage de plus quand le terrain est petit ou que les règles d’urbanisme l’exigent.',
    icon: Layers,
    features: ['Étude de structure', 'Nouvelle toiture', 'Escalier intégré'],
  },
  {
    title: 'Extension ossature bois',
    description: 'Un chantier rapide, sec et performant, avec une excellente isolation.',
    icon: Building,
    features: ['Préfabrication en atelier', 'Bardage au choix', 'Chantier propre'],
  },
]

export const extensionBenefits: IconCard[] = [
  { title: '+40 m² en moyenne', description: 'La surface moyenne que nos clients ajoutent à leur maison.', icon: Ruler },
  { title: '15 à 25 % de plus-value', description: 'Une extension bien conçue valorise durablement votre bien.', icon: TrendingUp },
  { title: 'Budget maîtrisé', description: 'Un prix ferme et détaillé, sans supplément en cours de chantier.', icon: Euro },
  { title: 'Plus de lumière', description: 'De grandes ouvertures pensées selon l’orientation de votre terrain.', icon: Sun },
]

export const extensionLabels = ['RGE Qualibat', 'Garantie décennale', 'Garantie de parfait achèvement 1 an', 'Assurance dommages-ouvrage']

export const extensionProcess: ProcessStep[] = [
  { step: 1, title: 'Étude du projet', description: 'Visite, relevés, faisabilité et premières esquisses.', duration: '7 jours' },
  { step: 2, title: 'Conception', description: 'Plans, vues 3D, choix des matériaux et devis définitif.', duration: '14-21 jours' },
  {
    step: 3,
    title: 'Permis et autorisations',
    description: 'Nous montons et déposons le dossier d’urbanisme pour vous.',
    duration: '60 jours',
  },
  { step: 4, title: 'Travaux', description: 'Du terrassement aux finitions, par nos équipes.', duration: '60-120 jours' },
]
