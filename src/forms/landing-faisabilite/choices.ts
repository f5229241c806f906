/** The answers this form offers, as plain values: its page draws them before the schema arrives. */
export const landingPropertyTypes = ['Maison individuelle', 'Maison mitoyenne', 'Appartement'] as const
export const landingProjectTypes = ['Chambre(s)', 'Bureau', 'Salle de bain', 'Salon/séjour', 'Espace de jeu', 'Suite parentale'] as const
