import type { ReusableTestimonialSeed } from './types'

export const reusableTestimonials: ReusableTestimonialSeed[] = [
  {
    author: 'Laurent D.',
    text: 'Nous avions besoin d’une pièce de vie supplémentaire au rez-de-chaussée. L’extension à ossature bois de 30 m² a été réalisée en six semaines, fondations comprises, et le raccord avec la maison existante est invisible. Un suivi de chantier exemplaire.',
    rating: 5,
    context: 'Extension de maison à Lisieux',
  },
  {
    author: 'Martine H.',
    text: 'Nos trois vieilles fenêtres de toit laissaient passer l’eau à chaque orage. Elles ont été remplacées en une journée, avec des raccords d’étanchéité soignés et des finitions intérieures refaites. La différence de confort s’est fait sentir dès le premier hiver.',
    rating: 5,
    context: 'Fenêtres de toit à Douai',
  },
  {
    author: 'Anne R.',
    text: 'Très belle véranda en aluminium, lumineuse et bien isolée. Le chantier a pris une semaine de retard à cause de la livraison des vitrages, mais l’équipe nous a prévenus à temps et le résultat est à la hauteur de nos attentes.',
    rating: 4,
    context: 'Véranda à Vernon',
  },
  {
    author: 'Frédéric M.',
    text: 'La pergola à lames orientables nous permet de profiter de la terrasse de mars à octobre. Les conseils sur l’orientation ont été très pertinents et la pose a été faite proprement, en deux jours.',
    rating: 5,
    context: 'Pergola bioclimatique à Compiègne',
  },
  {
    author: 'Éric P.',
    text: 'Notre maison Phénix ne semblait pas aménageable. Après une étude de structure détaillée, l’équipe a renforcé l’ossature métallique et nous avons gagné deux chambres et un bureau. Nous avons reçu toutes les notes de calcul, ce qui nous a beaucoup rassurés.',
    rating: 5,
    context: 'Combles Phénix à Cergy',
  },
  {
    author: 'Hélène B.',
    text: 'Une suite parentale réussie, avec une isolation vraiment efficace. Quelques reprises de peinture ont été nécessaires à la réception, mais elles ont été traitées rapidement. Je recommande.',
    rating: 4,
    context: 'Aménagement de combles à Rouen',
  },
  {
    author: 'Sandrine et Yves C.',
    text: 'La surélévation de notre plain-pied nous a donné trois chambres à l’étage. Le permis a été monté et déposé par l’entreprise, et nous avons pu rester dans la maison pendant presque tout le chantier.',
    rating: 5,
    context: 'Extension de maison à Évreux',
  },
  {
    author: 'Karim B.',
    text: 'Extension de 22 m² côté jardin pour agrandir la cuisine. Le devis était détaillé poste par poste et il a été respecté à l’euro près. Seul regret : trois semaines d’attente pour démarrer, annoncées dès la signature.',
    rating: 4,
    context: 'Extension de maison à Amiens',
  },
  {
    author: 'Nathalie G.',
    text: 'Deux fenêtres de toit motorisées dans la chambre des enfants, avec volets roulants solaires. La pièce est devenue deux fois plus lumineuse et la pose s’est faite sans aucune trace dans la maison.',
    rating: 5,
    context: 'Fenêtres de toit à Lille',
  },
  {
    author: 'Philippe V.',
    text: 'Remplacement d’une fenêtre de toit ancienne par un modèle plus grand, avec reprise de la charpente. Travail propre et conseils honnêtes : on nous a déconseillé une option inutile.',
    rating: 5,
    context: 'Fenêtres de toit à Beauvais',
  },
  {
    author: 'Claire et Thomas L.',
    text: 'Notre véranda en bois sert de salle à manger toute l’année. L’isolation de la toiture est remarquable : pas de surchauffe l’été ni de froid l’hiver. Les délais annoncés ont été tenus.',
    rating: 5,
    context: 'Véranda à Caen',
  },
  {
    author: 'Monique F.',
    text: 'Je pensais que les combles de notre maison Phénix étaient perdus à cause de la structure en acier. Le renfort a pris une semaine, puis l’aménagement a suivi : nous avons maintenant une grande chambre d’amis.',
    rating: 5,
    context: 'Combles Phénix à Pontoise',
  },
]
