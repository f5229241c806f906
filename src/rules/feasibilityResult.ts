import { feasibilitySurfaces } from '@/forms/faisabilite/schema'

export type HeightVerdict = 'À étudier' | 'Potentiel confirmé' | 'Excellent potentiel'

/** Verdict on the ridge height; an unanswered height stays positive. */
export function heightVerdict(height: string): HeightVerdict {
  if (height === '< 1.80m') return 'À étudier'
  if (height === '> 2.50m') return 'Excellent potentiel'
  return 'Potentiel confirmé'
}

/** Middle of each surface range, and 60 for the open '60+' range. */
const surfaceByRange: Record<(typeof feasibilitySurfaces)[number], number> = {
  '10-20': 15,
  '20-40': 30,
  '40-60': 50,
  '60+': 60,
}

/** Surface in m² for a range answer; 0 for anything else so the result never throws on stale answers. */
export function surfaceFromRange(range: string): number {
  return Object.hasOwn(surfaceByRange, range) ? surfaceByRange[range as keyof typeof surfaceByRange] : 0
}

/** Property value uplift in percent for the surface in m². */
export function feasibilityUplift(surface: number): number {
  if (surface >= 50) return 30
  if (surface >= 30) return 25
  return 20
}
