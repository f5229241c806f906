/** The answers this form offers, as plain values: its page draws them before the schema arrives. */
export const optimisationProjectTypes = [
  'Aménagement de combles',
  'Extension de maison',
  'Surélévation',
  'Réaménagement intérieur',
] as const
