import { Blinds, Moon, ShieldCheck, Sun, Thermometer, Wind, Zap } from 'lucide-react'
import type { IconCard } from '@/components/blocks/IconCards'

export const roofHero = {
  eyebrow: 'Installateur expert certifié',
  title: 'Installation de fenêtres de toit',
  intro:
    'Pose neuve ou remplacement, en une journée dans la plupart des cas : nos poseurs certifiés par la marque installent votre fenêtre de toit avec ses raccords d’étanchéité, ses finitions intérieures et ses accessoires.',
  primary: { label: 'Demander mon devis gratuit', href: '/etude-gratuite' },
  secondary: { label: 'Voir nos réalisations', href: '/plans-et-inspirations' },
  trust: ['Installateur expert certifié', 'Garantie 10 ans', 'Pose en une journée'],
}

export type RangeModel = { title: string; description: string; features: string[]; popular?: boolean; icon: typeof Sun }

export const rangeModels: RangeModel[] = [
  {
    title: 'Fenêtre à rotation',
    description: 'Le modèle le plus posé : ouverture par la barre en partie haute, idéale au-dessus d’un meuble.',
    features: ['Vitrage isolant Uw 1,3', 'Aération fermée', 'Nettoyage facile de l’extérieur'],
    icon: Wind,
  },
  {
    title: 'Fenêtre à projection',
    description: 'Ouverture vers l’extérieur pour une vue dégagée, sans obstacle dans la pièce.',
    features: ['Vue panoramique', 'Poignée en partie basse', 'Position de nettoyage'],
    popular: true,
    icon: Sun,
  },
  {
    title: 'Fenêtre motorisée solaire',
    description: 'Ouverture et fermeture à distance, capteur de pluie, sans câble à tirer.',
    features: ['Alimentation solaire', 'Fermeture automatique sous la pluie', 'Télécommande murale'],
    icon: Zap,
  },
]

export const roofStats = [
  { value: '+30%', label: 'de lumière naturelle' },
  { value: 'Uw 1.3', label: 'coefficient d’isolation' },
  { value: '10 ans', label: 'de garantie' },
  { value: '1 jour', label: 'de pose en moyenne' },
]

export const accessories: IconCard[] = [
  { title: 'Volet roulant', description: 'Occultation totale, isolation renforcée et protection contre la grêle.', icon: Moon },
  { title: 'Store occultant', description: 'Le noir complet dans une chambre, même en plein été.', icon: Blinds },
  { title: 'Store pare-soleil extérieur', description: 'Bloque la chaleur avant qu’elle n’atteigne le vitrage.', icon: Thermometer },
]

export const roofGuarantee = { title: 'Pose garantie', description: 'Raccords d’étanchéité d’origine, garantie 10 ans sur la fenêtre et la pose.', icon: ShieldCheck }
