import { Euro, Flower2, Sun, Thermometer, TrendingUp, Warehouse, Wind } from 'lucide-react'
import type { IconCard } from '@/content/types'
import type { ProductImage } from '@/content/types'

export const verandaHero = {
  eyebrow: 'Sur mesure',
  title: 'Vérandas et pergolas sur mesure',
  intro:
    'Une pièce de vie baignée de lumière ou une terrasse protégée du soleil et de la pluie : nous concevons et posons votre véranda ou votre pergola bioclimatique, dessinée pour votre maison. Une véranda valorise votre bien jusqu’à 20 %.',
  primary: { label: 'Demander mon étude gratuite', href: '/etude-gratuite' },
  secondary: { label: 'Voir nos réalisations', href: '/plans-et-inspirations' },
  trust: ['Fabrication sur mesure', 'Garantie décennale', 'Démarches d’urbanisme incluses'],
}

export const verandaSolutions: IconCard[] = [
  {
    title: 'Véranda traditionnelle',
    description: 'Toiture en pente, soubassement maçonné : le charme d’une pièce en plus, dans le style de la maison.',
    icon: Warehouse,
    features: ['Toiture vitrée ou isolée', 'Soubassement assorti', '25 m² en moyenne'],
  },
  {
    title: 'Véranda moderne',
    description: 'Toit plat, grandes baies coulissantes et lignes épurées pour prolonger le séjour.',
    icon: Sun,
    features: ['Toit plat avec puits de lumière', 'Baies à galandage', 'Profilés fins'],
  },
  {
    title: 'Pergola bioclimatique',
    description: 'Des lames orientables pour régler soleil, ombre et ventilation, et rester à l’abri de la pluie.',
    icon: Wind,
    features: ['Lames orientables motorisées', 'Évacuation des eaux intégrée', 'Éclairage LED en option'],
  },
]

export const verandaBenefits: IconCard[] = [
  { title: '+20 % de valeur', description: 'Une véranda bien intégrée valorise durablement votre maison.', icon: TrendingUp },
  { title: 'Le jardin toute l’année', description: 'Profitez de l’extérieur de mars à novembre, à l’abri.', icon: Flower2 },
  { title: 'Confort thermique', description: 'Vitrages à isolation renforcée et protection solaire.', icon: Thermometer },
  { title: 'Prix ferme', description: 'Un devis détaillé et sans surprise, pose comprise.', icon: Euro },
]

export type Material = { name: string; description: string; advantages: string[]; image: ProductImage }

export const materials: Material[] = [
  {
    name: 'Aluminium',
    description: 'Le matériau le plus choisi : fin, solide et sans entretien.',
    advantages: ['Profilés fins, grandes surfaces vitrées', 'Toutes les couleurs', 'Aucun entretien'],
    image: { src: '/images/products/veranda-aluminium.svg', alt: 'Véranda aux profilés fins en aluminium anthracite, adossée à la maison' },
  },
  {
    name: 'PVC',
    description: 'Une solution économique et très isolante.',
    advantages: ['Excellent isolant thermique', 'Budget maîtrisé', 'Facile à nettoyer'],
    image: { src: '/images/products/veranda-pvc.svg', alt: 'Véranda aux profilés en PVC blanc, adossée à la maison' },
  },
  {
    name: 'Bois',
    description: 'Chaleureux et naturel, idéal pour les maisons de caractère.',
    advantages: ['Matériau biosourcé', 'S’intègre aux maisons anciennes', 'Isolant naturel'],
    image: { src: '/images/products/veranda-bois.svg', alt: 'Véranda à ossature en bois naturel, adossée à la maison' },
  },
]
