import { feasibilitySurfaces } from './choices'

export type HeightVerdict = 'À étudier' | 'Potentiel confirmé' | 'Excellent potentiel'

/** Verdict on the ridge height given: under 1.80 m to study, over 2.50 m excellent, in between confirmed. */
export function heightVerdict(height: string): HeightVerdict | undefined {
  if (height === '< 1.80m') return 'À étudier'
  if (height === '> 2.50m') return 'Excellent potentiel'
  if (height === '1.80m - 2.50m') return 'Potentiel confirmé'
  return undefined
}

export type FeasibilityVerdict = { value: HeightVerdict | 'À confirmer'; text: string }

type VerdictInput = { projectType: string; roofType: string; height: string }

/** What the height answer says about an attic, in the visitor's own range. */
const atticText: Record<HeightVerdict, string> = {
  'À étudier': 'Une hauteur sous 1,80 m demande une étude de la charpente : nos techniciens proposent des solutions.',
  'Potentiel confirmé': 'Avec 1,80 m à 2,50 m sous le faîtage, vos combles permettent un aménagement habitable.',
  'Excellent potentiel': 'Avec plus de 2,50 m sous le faîtage, vos combles offrent un aménagement habitable confortable.',
}

const extensionText = (roofType: string) =>
  `Pour une extension ${roofType === 'Toit plat' ? 'à toit plat' : 'avec toiture en pente'}, notre technicien vérifie l’implantation, les règles d’urbanisme et le raccord à votre maison.`

/**
 * The feasibility card. The verdict comes only from a height the visitor gave (an optional answer):
 * without it the result says the height is still to be measured rather than promising a habitable
 * attic. The sentence follows the project: an extension is not judged on "vos combles".
 */
export function feasibilityVerdict({ projectType, roofType, height }: VerdictInput): FeasibilityVerdict {
  const verdict = heightVerdict(height)
  if (projectType === 'Extension de maison') return { value: verdict ?? 'À confirmer', text: extensionText(roofType) }
  if (!verdict) {
    return {
      value: 'À confirmer',
      text: 'Vous n’avez pas indiqué la hauteur sous le faîtage : notre technicien la mesure pour confirmer que vos combles sont aménageables.',
    }
  }
  return { value: verdict, text: atticText[verdict] }
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
