/** Where a lead comes from: the seven forms of the specification plus the quote configurator (each defined in src/forms/<origin>). */
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
