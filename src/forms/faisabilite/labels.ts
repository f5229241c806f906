import type { feasibilitySurfaces } from './schema'

/** The surface ranges as the visitor reads them. */
export const feasibilitySurfaceLabels: Record<(typeof feasibilitySurfaces)[number], string> = {
  '10-20': '10 à 20 m²',
  '20-40': '20 à 40 m²',
  '40-60': '40 à 60 m²',
  '60+': 'Plus de 60 m²',
}

export const heightLabels = {
  '< 1.80m': 'Moins de 1,80 m',
  '1.80m - 2.50m': 'Entre 1,80 m et 2,50 m',
  '> 2.50m': 'Plus de 2,50 m',
} as const
