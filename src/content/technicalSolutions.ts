import { Award, Droplets, FileCheck, Hammer, Plug, ShieldCheck, Thermometer, Wrench } from 'lucide-react'
import type { IconCard } from '@/content/types'
import type { ProcessStep } from '@/content/types'

export const technicalHero = {
  eyebrow: 'Expertise',
  title: 'Solutions techniques pour vos combles',
  intro:
    'Charpente, isolation, étanchéité, électricité : un aménagement de combles réussi repose sur des choix techniques précis. Voici comment nous travaillons, étape par étape.',
}

export const technicalTopics: IconCard[] = [
  {
    title: 'Charpente et structure',
    description: 'Modification de fermettes, renfort d’ossature acier et plancher porteur, sur note de calcul.',
    icon: Hammer,
    features: ['Portiques bois ou acier', 'Solivage indépendant', 'Trémie d’escalier'],
  },
  {
    title: 'Isolation thermique',
    description: 'Isolants biosourcés ou minéraux de forte épaisseur pour le confort d’hiver et d’été.',
    icon: Thermometer,
    features: ['Laine de bois 200 à 240 mm', 'Pare-vapeur hygro-régulant', 'Traitement des ponts thermiques'],
  },
  {
    title: 'Étanchéité et ventilation',
    description: 'Une enveloppe étanche à l’air et une ventilation qui renouvelle l’air sans perte de chaleur.',
    icon: Droplets,
    features: ['Écran sous toiture', 'Raccords de fenêtres de toit', 'VMC adaptée'],
  },
  {
    title: 'Électricité',
    description: 'Une installation neuve conforme à la norme NF C 15-100, pensée pour vos usages.',
    icon: Plug,
    features: ['Prises et éclairage', 'Réseau et télétravail', 'Chauffage électrique performant'],
  },
]

export const technicalSteps: ProcessStep[] = [
  {
    step: 1,
    title: 'Préparation du chantier',
    description: 'Protection des pièces habitées, accès, dépose des anciens isolants.',
    duration: '2-3 jours',
  },
  { step: 2, title: 'Trémie et escalier', description: 'Ouverture du plancher et pose de l’escalier définitif.', duration: '1-2 jours' },
  { step: 3, title: 'Charpente et plancher', description: 'Modification de la structure et plancher porteur.', duration: '3-5 jours' },
  {
    step: 4,
    title: 'Fenêtres de toit et étanchéité',
    description: 'Pose des fenêtres, écran sous toiture et raccords.',
    duration: '2-3 jours',
  },
  { step: 5, title: 'Isolation et cloisons', description: 'Isolants, pare-vapeur, plaques de plâtre et doublages.', duration: '3-4 jours' },
  {
    step: 6,
    title: 'Électricité et finitions',
    description: 'Réseaux, revêtements de sol, peintures et nettoyage.',
    duration: '5-7 jours',
  },
]

export const technicalTotal = '16 à 24 jours ouvrés'

export const guarantees: IconCard[] = [
  { title: 'Garantie décennale', description: 'Structure, étanchéité et aménagement couverts pendant dix ans.', icon: ShieldCheck },
  { title: 'Parfait achèvement', description: 'Un an pour reprendre toute réserve signalée après réception.', icon: FileCheck },
  { title: 'Biennale de bon fonctionnement', description: 'Deux ans sur les équipements : volets, fenêtres, VMC.', icon: Wrench },
  { title: 'Qualification RGE Qualibat', description: 'Le gage d’un travail contrôlé, et l’accès aux aides publiques.', icon: Award },
  {
    title: 'Note de calcul remise',
    description: 'Les justifications de structure de notre bureau d’études vous sont transmises.',
    icon: Hammer,
  },
]
