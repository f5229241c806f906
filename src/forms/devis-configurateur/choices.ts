/** The answers this form offers, as plain values: its page draws them before the schema arrives. */
export const finishLevels = ['plancher', 'moyen', 'premium'] as const

export const SURFACE_MIN = 15
export const SURFACE_MAX = 100
export const SURFACE_DEFAULT = 30
