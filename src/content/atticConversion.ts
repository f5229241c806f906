import { Baby, BedDouble, Euro, Laptop, Leaf, Sun, TrendingUp } from 'lucide-react'
import type { IconCard } from '@/content/types'
import type { ProcessStep } from '@/content/types'

export const atticHero = {
  eyebrow: 'Notre spécialité',
  title: 'Aménagement de combles : une pièce de plus sous votre toit',
  intro:
    'Chambre parentale, bureau, salle de jeux : nous transformons vos combles perdus en espace habitable, de la modification de charpente aux finitions. Devis détaillé sous 24h.',
  primary: { label: 'Tester la faisabilité en 2 min', href: '/faisabilite' },
  secondary: { label: 'Demander mon étude gratuite', href: '/etude-gratuite' },
  trust: ['Certifié RGE Qualibat', 'Garantie décennale', 'Travaux en 21 à 28 jours'],
}

export const atticStats = [
  { value: '+30%', label: 'de surface habitable' },
  { value: '+25%', label: 'de valeur pour le bien' },
  { value: '21-28 j', label: 'de travaux' },
  { value: '8500€', label: 'd’aides cumulées au maximum' },
]

export const conversionTypes: IconCard[] = [
  {
    title: 'Suite parentale',
    description: 'Une chambre au calme avec dressing et salle d’eau, à l’écart des pièces de vie.',
    icon: BedDouble,
    features: ['Dressing sous rampants', 'Salle d’eau attenante', 'Isolation phonique'],
  },
  {
    title: 'Bureau et télétravail',
    description: 'Un vrai bureau fermé et lumineux pour travailler à la maison en toute sérénité.',
    icon: Laptop,
    features: ['Fenêtres de toit orientées', 'Prises et réseau intégrés', 'Rangements sur mesure'],
  },
  {
    title: 'Espace enfants',
    description: 'Chambres et salle de jeux pour que chacun ait son espace quand la famille s’agrandit.',
    icon: Baby,
    features: ['Deux chambres possibles', 'Garde-corps sécurisés', 'Sols chaleureux'],
  },
]

export const atticBenefits: IconCard[] = [
  { title: 'Sans toucher au jardin', description: 'Vous gagnez des mètres carrés en hauteur, sans réduire votre terrain.', icon: Leaf },
  { title: 'Maison valorisée', description: 'Chaque mètre carré habitable créé augmente la valeur de votre bien.', icon: TrendingUp },
  {
    title: 'Moins cher qu’un déménagement',
    description: 'De 1 200 à 1 800 euros par m² créé, sans frais de notaire ni de déménagement.',
    icon: Euro,
  },
  { title: 'Lumière naturelle', description: 'Jusqu’à 30 % de lumière en plus grâce aux fenêtres de toit.', icon: Sun },
]

export const atticProcess: ProcessStep[] = [
  {
    step: 1,
    title: 'Analyse IA gratuite',
    description: 'Répondez à quelques questions et sachez si vos combles sont aménageables.',
    duration: '2 min',
  },
  {
    step: 2,
    title: 'Visite technique',
    description: 'Un technicien mesure, inspecte la charpente et le plancher, et écoute vos envies.',
    duration: '1h',
  },
  {
    step: 3,
    title: 'Conception 3D',
    description: 'Plans, vues 3D et devis détaillé : vous voyez votre future pièce avant les travaux.',
    duration: '7 jours',
  },
  {
    step: 4,
    title: 'Travaux',
    description: 'Charpente, isolation, escalier, électricité et finitions par nos propres équipes.',
    duration: '21-28 jours',
  },
]
