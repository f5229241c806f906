/** Where a lead comes from: the seven forms of the specification plus the quote configurator. */
export const formOrigins = [
  'contact',
  'faisabilite',
  'optimisation-espace',
  'aides-eligibilite',
  'deblocage-epargne-salariale',
  'etude-gratuite',
  'combles-maison-phenix',
  'devis-configurateur',
] as const
export type FormOrigin = (typeof formOrigins)[number]

export const formOriginLabels: Record<FormOrigin, string> = {
  contact: 'Contact',
  faisabilite: 'Faisabilité',
  'optimisation-espace': 'Optimisation espace',
  'aides-eligibilite': 'Aides éligibilité',
  'deblocage-epargne-salariale': 'Déblocage épargne salariale',
  'etude-gratuite': 'Étude gratuite',
  'combles-maison-phenix': 'Combles maison Phénix',
  'devis-configurateur': 'Devis configurateur',
}
