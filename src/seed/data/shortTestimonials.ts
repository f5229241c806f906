import type { ShortTestimonialSeed } from './types'

export const shortTestimonials: ShortTestimonialSeed[] = [
  {
    text: 'Chantier impeccable du début à la fin : nos combles sont devenus une chambre lumineuse en à peine trois semaines.',
    town: 'Amiens',
    initials: 'M.D.',
    rating: 5,
  },
  {
    text: 'Le conducteur de travaux a pris le temps de tout nous expliquer, des fermettes à l’isolation. On sent une vraie entreprise familiale.',
    town: 'Rouen',
    initials: 'J.L.',
    rating: 5,
  },
  {
    text: 'Deux fenêtres de toit posées en une journée et des combles enfin habitables : une vraie chambre sous la charpente, sans poussière dans la maison.',
    town: 'Douai',
    initials: 'A.B.',
    rating: 5,
  },
  {
    text: 'Un devis clair, aucun supplément en cours de route et une équipe adorable avec nos enfants.',
    town: 'Lille',
    initials: 'S.M.',
    rating: 5,
  },
  {
    text: 'On nous disait impossible d’aménager les combles d’une maison Phénix. Ils l’ont fait, avec une étude de structure très rassurante.',
    town: 'Cergy',
    initials: 'P.G.',
    rating: 5,
  },
  {
    text: 'Nos combles sont devenus une salle de jeux pour les enfants, parfaitement raccordée à l’étage : on a l’impression qu’elle a toujours existé.',
    town: 'Lisieux',
    initials: 'C.R.',
    rating: 5,
  },
  {
    text: 'Notre bureau sous les toits est frais l’été et chaud l’hiver, grâce à l’isolation en laine de bois qu’ils nous ont conseillée.',
    town: 'Caen',
    initials: 'F.H.',
    rating: 5,
  },
  {
    text: 'Ils nous ont accompagnés pour la déclaration préalable en mairie et le dossier d’aides, un vrai soulagement.',
    town: 'Beauvais',
    initials: 'N.K.',
    rating: 5,
  },
  {
    text: 'Le bureau aménagé dans nos combles est devenu la pièce où l’on vit le plus, même en hiver. Des finitions irréprochables.',
    town: 'Vernon',
    initials: 'B.T.',
    rating: 5,
  },
  {
    text: 'Ponctualité, propreté, respect du planning : rien à redire, et la salle de bains sous les toits est magnifique.',
    town: 'Massy',
    initials: 'L.P.',
    rating: 5,
  },
  {
    text: 'L’aménagement de nos combles a transformé la maison, et l’équipe s’est occupée de tout, jusqu’à la déclaration préalable en mairie.',
    town: 'Dieppe',
    initials: 'R.F.',
    rating: 5,
  },
  {
    text: 'Trois chambres pour nos enfants à la place d’un grenier poussiéreux : merci à toute l’équipe pour ce travail soigné.',
    town: 'Arras',
    initials: 'V.C.',
    rating: 5,
  },
]
