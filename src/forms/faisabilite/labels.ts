import type { feasibilitySurfaces } from './choices'

/** The surface ranges as the specification writes them. */
export const feasibilitySurfaceLabels: Record<(typeof feasibilitySurfaces)[number], string> = {
  '10-20': '10-20 m²',
  '20-40': '20-40 m²',
  '40-60': '40-60 m²',
  '60+': '60+ m²',
}
