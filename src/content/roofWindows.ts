import { ShieldCheck } from 'lucide-react'
import type { IconCard } from '@/content/types'
import type { ProductImage } from '@/content/types'

export const roofHero = {
  eyebrow: 'Installateur expert certifié',
  title: 'Installation de fenêtres de toit',
  intro:
    'Pose neuve ou remplacement, en une journée dans la plupart des cas : nos poseurs certifiés par la marque installent votre fenêtre de toit avec ses raccords d’étanchéité, ses finitions intérieures et ses accessoires.',
  primary: { label: 'Demander mon devis gratuit', href: '/etude-gratuite' },
  secondary: { label: 'Voir nos réalisations', href: '/plans-et-inspirations' },
  trust: ['Installateur expert certifié', 'Garantie 10 ans', 'Pose en une journée'],
}

export type RangeModel = { title: string; description: string; features: string[]; popular?: boolean; image: ProductImage }

export const rangeModels: RangeModel[] = [
  {
    title: 'Fenêtre à rotation',
    description: 'Le modèle le plus posé : ouverture par la barre en partie haute, idéale au-dessus d’un meuble.',
    features: ['Vitrage isolant Uw 1,3', 'Aération fermée', 'Nettoyage facile de l’extérieur'],
    image: {
      src: '/images/products/fenetre-rotation.svg',
      alt: 'Fenêtre de toit à rotation posée dans une toiture en tuiles, barre de manœuvre en haut',
    },
  },
  {
    title: 'Fenêtre à projection',
    description: 'Ouverture vers l’extérieur pour une vue dégagée, sans obstacle dans la pièce.',
    features: ['Vue panoramique', 'Poignée en partie basse', 'Position de nettoyage'],
    popular: true,
    image: { src: '/images/products/fenetre-projection.svg', alt: 'Fenêtre de toit à projection, ouvrant basculé vers l’extérieur' },
  },
  {
    title: 'Fenêtre motorisée solaire',
    description: 'Ouverture et fermeture à distance, capteur de pluie, sans câble à tirer.',
    features: ['Alimentation solaire', 'Fermeture automatique sous la pluie', 'Télécommande murale'],
    image: {
      src: '/images/products/fenetre-solaire.svg',
      alt: 'Fenêtre de toit motorisée avec son panneau solaire et son capteur de pluie',
    },
  },
]

export const roofStats = [
  { value: '+30%', label: 'de lumière naturelle' },
  { value: 'Uw 1.3', label: 'coefficient d’isolation' },
  { value: '10 ans', label: 'de garantie' },
  { value: '1 jour', label: 'de pose en moyenne' },
]

export const accessories: IconCard[] = [
  {
    title: 'Volet roulant',
    description: 'Occultation totale, isolation renforcée et protection contre la grêle.',
    image: { src: '/images/products/volet-roulant.svg', alt: 'Fenêtre de toit vue de l’intérieur, volet roulant fermé' },
  },
  {
    title: 'Store occultant',
    description: 'Le noir complet dans une chambre, même en plein été.',
    image: { src: '/images/products/store-occultant.svg', alt: 'Fenêtre de toit vue de l’intérieur, store occultant bleu à moitié baissé' },
  },
  {
    title: 'Store pare-soleil extérieur',
    description: 'Bloque la chaleur avant qu’elle n’atteigne le vitrage.',
    image: {
      src: '/images/products/store-exterieur.svg',
      alt: 'Store pare-soleil extérieur tendu sur une fenêtre de toit en plein soleil',
    },
  },
]

export const roofGuarantee = {
  title: 'Pose garantie',
  description: 'Raccords d’étanchéité d’origine, garantie 10 ans sur la fenêtre et la pose.',
  icon: ShieldCheck,
}
