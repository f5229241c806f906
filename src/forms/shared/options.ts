/** Answer values shared by several forms, as the visitor reads them. */
export const atticHeights = ['< 1.80m', '1.80m - 2.50m', '> 2.50m'] as const
export const roofStructures = ['Charpente traditionnelle', 'Charpente fermette'] as const
export const timelines = ['Dans les 3 mois', 'Dans les 6 mois', "Dans l'année", 'À définir'] as const
export const currentSurfaces = ['< 80m²', '80-120m²', '120-180m²', '> 180m²'] as const
export const desiredSurfaces = ['15', '25', '35', '50'] as const
export const roomTypes = ['Chambre(s)', 'Bureau', 'Salon/séjour', 'Suite parentale', 'Salle de bain', 'Espace de jeu'] as const
