import { ClipboardCheck, FileText, Landmark, MessagesSquare, Ruler } from 'lucide-react'
import type { IconCard } from '@/content/types'
import type { ProcessStep } from '@/content/types'

export const planningHero = {
  eyebrow: 'Conseils',
  title: 'Réglementation et urbanisme : nous nous occupons de tout',
  intro:
    'Déclaration préalable sous 20 m² (40 m² en zone urbaine d’un PLU), permis de construire au-delà : nos chargés d’affaires montent et déposent votre dossier, et le suivent jusqu’à l’accord.',
}

export const includedServices: IconCard[] = [
  {
    title: 'Analyse des règles locales',
    description: 'Lecture du PLU, des servitudes et des contraintes de votre parcelle.',
    icon: Landmark,
  },
  { title: 'Plans et relevés', description: 'Plans de situation, de masse, de coupe et de façades réalisés par nos soins.', icon: Ruler },
  {
    title: 'Constitution du dossier',
    description: 'Formulaires Cerfa, notice descriptive, photos et insertion paysagère.',
    icon: FileText,
  },
  { title: 'Dépôt en mairie', description: 'Nous déposons le dossier complet et vous remettons le récépissé.', icon: ClipboardCheck },
  {
    title: 'Suivi de l’instruction',
    description: 'Réponse aux demandes de pièces complémentaires jusqu’à la décision.',
    icon: MessagesSquare,
  },
]

export const planningTimeline: ProcessStep[] = [
  { step: 1, title: 'Analyse', description: 'Étude du PLU et du type d’autorisation nécessaire.', duration: '2-3 jours' },
  { step: 2, title: 'Dossier', description: 'Plans, pièces graphiques et formulaires.', duration: '1 semaine' },
  { step: 3, title: 'Dépôt', description: 'Dépôt en mairie et récépissé.', duration: '1 jour' },
  { step: 4, title: 'Instruction', description: 'Délai légal d’instruction par la mairie.', duration: '1-2 mois' },
  { step: 5, title: 'Accord et affichage', description: 'Affichage sur le terrain, puis démarrage des travaux.' },
]

export const assurances = [
  'Un dossier complet du premier coup, pour éviter les demandes de pièces',
  'Aucun frais de dossier facturé en plus de votre devis',
  'Des plans conformes aux règles de votre commune',
  'Un interlocuteur unique jusqu’à la décision de la mairie',
  'Les travaux démarrent uniquement une fois l’autorisation obtenue',
]
