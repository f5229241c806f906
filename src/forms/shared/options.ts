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

/** The answer of a homeowner who cannot tell: what the technician checks at the visit. */
export const notKnown = 'Je ne sais pas'

/** A question a homeowner may not know the answer to: its values, then « Je ne sais pas ». */
export const orNotKnown = <const T extends readonly string[]>(values: T): readonly [...T, typeof notKnown] => [...values, notKnown]

/** The attic's questions as cards, each with the short help a homeowner needs to answer it, or to say they do not know. */
export const roofStructureOptions = [
  { value: 'Charpente traditionnelle', label: 'Charpente traditionnelle', description: 'De grosses poutres : le volume est libre' },
  { value: 'Charpente fermette', label: 'Charpente fermette', description: 'Des bois en W ou en M dans tout le volume' },
  { value: notKnown, label: notKnown, description: 'Notre technicien la reconnaît à la visite' },
] as const satisfies readonly { value: (typeof roofStructures)[number] | typeof notKnown; label: string; description: string }[]

export const atticHeightOptions = [
  ...asOptions(atticHeights),
  { value: notKnown, label: notKnown, description: 'Du plancher au faîtage : nous la mesurons à la visite' },
]
