import { Award } from '@/components/icons/Award'
import { Baby } from '@/components/icons/Baby'
import { BadgeCheck } from '@/components/icons/BadgeCheck'
import { Banknote } from '@/components/icons/Banknote'
import { BedDouble } from '@/components/icons/BedDouble'
import { Building } from '@/components/icons/Building'
import { Calculator } from '@/components/icons/Calculator'
import { Check } from '@/components/icons/Check'
import { ClipboardCheck } from '@/components/icons/ClipboardCheck'
import { ClipboardList } from '@/components/icons/ClipboardList'
import { Clock } from '@/components/icons/Clock'
import { Compass } from '@/components/icons/Compass'
import { Droplets } from '@/components/icons/Droplets'
import { Euro } from '@/components/icons/Euro'
import { FileCheck } from '@/components/icons/FileCheck'
import { FileText } from '@/components/icons/FileText'
import { Flower2 } from '@/components/icons/Flower2'
import { Hammer } from '@/components/icons/Hammer'
import { HandCoins } from '@/components/icons/HandCoins'
import { HandHeart } from '@/components/icons/HandHeart'
import { HardHat } from '@/components/icons/HardHat'
import { House } from '@/components/icons/House'
import { Landmark } from '@/components/icons/Landmark'
import { Laptop } from '@/components/icons/Laptop'
import { Layers } from '@/components/icons/Layers'
import { LayoutGrid } from '@/components/icons/LayoutGrid'
import { Leaf } from '@/components/icons/Leaf'
import { Lightbulb } from '@/components/icons/Lightbulb'
import { MessagesSquare } from '@/components/icons/MessagesSquare'
import { PiggyBank } from '@/components/icons/PiggyBank'
import { Plug } from '@/components/icons/Plug'
import { Ruler } from '@/components/icons/Ruler'
import { ShieldCheck } from '@/components/icons/ShieldCheck'
import { Sparkles } from '@/components/icons/Sparkles'
import { Star } from '@/components/icons/Star'
import { Sun } from '@/components/icons/Sun'
import { Thermometer } from '@/components/icons/Thermometer'
import { Trees } from '@/components/icons/Trees'
import { TrendingUp } from '@/components/icons/TrendingUp'
import { Users } from '@/components/icons/Users'
import { Warehouse } from '@/components/icons/Warehouse'
import { Wind } from '@/components/icons/Wind'
import { Wrench } from '@/components/icons/Wrench'
import { Zap } from '@/components/icons/Zap'
import type { IconComponent } from '@/components/icons/strokeIcon'

/**
 * The icons an editor may put on a card, each with the French name the admin shows beside its picture.
 * Only these are bundled: a page never pulls the whole icon set.
 */
export const icons = {
  award: { icon: Award, label: 'Récompense' },
  baby: { icon: Baby, label: 'Enfant' },
  badgeCheck: { icon: BadgeCheck, label: 'Label certifié' },
  banknote: { icon: Banknote, label: 'Billet' },
  bed: { icon: BedDouble, label: 'Lit' },
  building: { icon: Building, label: 'Immeuble' },
  calculator: { icon: Calculator, label: 'Calculatrice' },
  check: { icon: Check, label: 'Coche' },
  clipboardCheck: { icon: ClipboardCheck, label: 'Liste validée' },
  clipboardList: { icon: ClipboardList, label: 'Liste' },
  clock: { icon: Clock, label: 'Horloge' },
  compass: { icon: Compass, label: 'Compas' },
  droplets: { icon: Droplets, label: 'Gouttes' },
  euro: { icon: Euro, label: 'Euro' },
  fileCheck: { icon: FileCheck, label: 'Document validé' },
  fileText: { icon: FileText, label: 'Document' },
  flower: { icon: Flower2, label: 'Fleur' },
  hammer: { icon: Hammer, label: 'Marteau' },
  handCoins: { icon: HandCoins, label: 'Main et pièces' },
  handHeart: { icon: HandHeart, label: 'Main et cœur' },
  hardHat: { icon: HardHat, label: 'Casque de chantier' },
  home: { icon: House, label: 'Maison' },
  landmark: { icon: Landmark, label: 'Mairie' },
  laptop: { icon: Laptop, label: 'Ordinateur' },
  layers: { icon: Layers, label: 'Couches' },
  layoutGrid: { icon: LayoutGrid, label: 'Plan' },
  leaf: { icon: Leaf, label: 'Feuille' },
  lightbulb: { icon: Lightbulb, label: 'Ampoule' },
  messages: { icon: MessagesSquare, label: 'Conversation' },
  piggyBank: { icon: PiggyBank, label: 'Tirelire' },
  plug: { icon: Plug, label: 'Prise' },
  ruler: { icon: Ruler, label: 'Règle' },
  shieldCheck: { icon: ShieldCheck, label: 'Bouclier' },
  sparkles: { icon: Sparkles, label: 'Étincelles' },
  star: { icon: Star, label: 'Étoile' },
  sun: { icon: Sun, label: 'Soleil' },
  thermometer: { icon: Thermometer, label: 'Thermomètre' },
  trees: { icon: Trees, label: 'Arbres' },
  trendingUp: { icon: TrendingUp, label: 'Hausse' },
  users: { icon: Users, label: 'Équipe' },
  warehouse: { icon: Warehouse, label: 'Abri' },
  wind: { icon: Wind, label: 'Vent' },
  wrench: { icon: Wrench, label: 'Clé' },
  zap: { icon: Zap, label: 'Éclair' },
} satisfies Record<string, { icon: IconComponent; label: string }>

export type IconName = keyof typeof icons

export const iconNames = Object.keys(icons) as IconName[]

export function iconOf(name: string | null | undefined): IconComponent | undefined {
  return name && name in icons ? icons[name as IconName].icon : undefined
}
