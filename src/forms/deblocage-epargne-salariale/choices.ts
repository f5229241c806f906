/** The answers this form offers, as plain values: its page draws them before the schema arrives. */
export const savingsProjectTypes = ['combles', 'extension', 'veranda', 'fenetre'] as const
export const peeAnswers = ['oui', 'non', 'ne-sais-pas'] as const
