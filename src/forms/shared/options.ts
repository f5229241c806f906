/** Answer values shared by several forms, as the visitor reads them. */
export const atticHeights = ['< 1.80m', '1.80m - 2.50m', '> 2.50m'] as const
export const roofStructures = ['Charpente traditionnelle', 'Charpente fermette'] as const
export const timelines = ['Dans les 3 mois', 'Dans les 6 mois', "Dans l'année", 'À définir'] as const
export const currentSurfaces = ['< 80m²', '80-120m²', '120-180m²', '> 180m²'] as const
export const desiredSurfaces = ['15', '25', '35', '50'] as const
/** A desired surface as the visitor reads it: '50' stands for 50 m² or more. */
export const surfaceLabel = (value: string) => (value === '50' ? '50 m² et plus' : `${value} m²`)
export const roomTypes = ['Chambre(s)', 'Bureau', 'Salon/séjour', 'Suite parentale', 'Salle de bain', 'Espace de jeu'] as const

/** Choices whose stored value is also what the visitor reads. */
export const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }))
