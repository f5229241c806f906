import type { AidEligibilityAnswers } from './schema'

type AidPriority = 'high' | 'medium' | 'low'

export type AidResult = {
  id: 'maprimerenov' | 'cee' | 'eco-ptz' | 'tva-reduite' | 'cheque-energie'
  nom: string
  description: string
  eligible: boolean
  montant: string
  conditions: string[]
  demarches: string[]
  priority: AidPriority
  /** The wording the law requires beside the aid (a loan's: Code de la consommation, L. 312-5). */
  mention?: string
  /** Its conditions these answers do not meet: why a refused aid is refused (empty when eligible). */
  unmet: string[]
}

/** The warning every offer of credit to a consumer carries, word for word. */
const creditWarning = 'Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.'

export type AidInput = Pick<
  AidEligibilityAnswers,
  'typeProprietaire' | 'logementPrincipal' | 'ancienneteLogement' | 'revenus' | 'localisationFrance' | 'artisanRGE'
>

type IncomeBand = AidInput['revenus']

/** MaPrimeRénov' per m² by income band; 0 means not eligible. */
const renovationRatePerSquareMetre: Record<IncomeBand, number> = {
  tres_modeste: 25,
  modeste: 20,
  intermediaire: 15,
  superieur: 0,
}

/**
 * The surface the displayed total is worked out for: aid for insulation is paid per m², so a total is a total
 * for a surface, and the result says which (750 / 600 / 450 € of MaPrimeRénov' are its rates × 30 m²).
 */
const DISPLAYED_SURFACE_M2 = 30

/** CEE share of the displayed direct-subsidy total: 10 to 13 €/m² × 30 m², about 350 €. */
const CEE_DISPLAYED_AMOUNT = 350

// The age answer is coded in years (1, 5 or 20), so the spec's thresholds compare directly.
const isOlderThan = (input: AidInput, years: number) => input.ancienneteLogement >= years

const isRenovationEligible = (input: AidInput) =>
  input.typeProprietaire === 'occupant' &&
  input.logementPrincipal === true &&
  isOlderThan(input, 15) &&
  input.localisationFrance === true &&
  input.artisanRGE === true &&
  renovationRatePerSquareMetre[input.revenus] > 0

// CEE, éco-PTZ and reduced VAT share the same base: a dwelling over 2 years old and an RGE craftsman.
const hasWorkBase = (input: AidInput) => isOlderThan(input, 2) && input.artisanRGE === true

const isCeeEligible = hasWorkBase

const isEcoLoanEligible = (input: AidInput) =>
  hasWorkBase(input) && (input.typeProprietaire === 'occupant' || input.typeProprietaire === 'bailleur')

// The results page also requires an occupant: a landlord does not pay the tenant's bills.
const isEnergyChequeEligible = (input: AidInput) =>
  input.typeProprietaire === 'occupant' &&
  input.logementPrincipal === true &&
  (input.revenus === 'tres_modeste' || input.revenus === 'modeste')

/** Whether these answers meet each condition a card lists, by its words: a refused aid says which ones it misses. */
const conditionsMet = (input: AidInput): Record<string, boolean> => ({
  'Être propriétaire occupant': input.typeProprietaire === 'occupant',
  'Logement en résidence principale': input.logementPrincipal === true,
  'Logement de plus de 15 ans': isOlderThan(input, 15),
  'Logement situé en France': input.localisationFrance === true,
  'Travaux réalisés par un artisan RGE': input.artisanRGE === true,
  'Revenus du foyer très modestes, modestes ou intermédiaires': renovationRatePerSquareMetre[input.revenus] > 0,
  'Logement de plus de 2 ans': isOlderThan(input, 2),
  'Propriétaire occupant ou bailleur': input.typeProprietaire === 'occupant' || input.typeProprietaire === 'bailleur',
  'Revenus du foyer très modestes ou modestes': input.revenus === 'tres_modeste' || input.revenus === 'modeste',
})

/**
 * The five aids in display order, each with its verdict for these answers. Direct grants come first
 * (high), then financing relief (medium), then the energy cheque (low), which pays bills rather than
 * the works. Amounts are always shown so an ineligible card still says what the aid is worth.
 */
export function computeAids(input: AidInput): AidResult[] {
  const met = conditionsMet(input)
  const aids: Omit<AidResult, 'unmet'>[] = [
    {
      id: 'maprimerenov',
      nom: 'MaPrimeRénov’',
      description: 'Aide de l’État pour les travaux de rénovation énergétique, dont l’isolation des combles.',
      eligible: isRenovationEligible(input),
      montant: `${renovationRatePerSquareMetre[input.revenus]} €/m²`,
      conditions: [
        'Être propriétaire occupant',
        'Logement en résidence principale',
        'Logement de plus de 15 ans',
        'Logement situé en France',
        'Travaux réalisés par un artisan RGE',
        'Revenus du foyer très modestes, modestes ou intermédiaires',
      ],
      demarches: [
        'Créer votre compte sur maprimerenov.gouv.fr',
        'Faire établir un devis par un artisan RGE',
        'Déposer votre demande avant le début des travaux',
        'Recevoir la prime une fois les travaux terminés',
      ],
      priority: 'high',
    },
    {
      id: 'cee',
      nom: 'Prime Énergie (CEE)',
      description: 'Prime versée par les fournisseurs d’énergie au titre des certificats d’économies d’énergie.',
      eligible: isCeeEligible(input),
      montant: '10 à 13 €/m²',
      conditions: ['Logement de plus de 2 ans', 'Travaux réalisés par un artisan RGE'],
      demarches: [
        'Accepter une offre Prime Énergie avant de signer le devis',
        'Faire réaliser les travaux par un artisan RGE',
        'Envoyer la facture et les justificatifs pour recevoir la prime',
      ],
      priority: 'high',
    },
    {
      id: 'eco-ptz',
      nom: 'Éco-prêt à taux zéro',
      description: 'Prêt sans intérêts pour financer vos travaux de rénovation énergétique, sans avance de frais.',
      eligible: isEcoLoanEligible(input),
      montant: 'Jusqu’à 30 000 €',
      conditions: ['Propriétaire occupant ou bailleur', 'Logement de plus de 2 ans', 'Travaux réalisés par un artisan RGE'],
      demarches: [
        'Faire établir un devis par un artisan RGE',
        'Présenter le devis à une banque partenaire',
        'Transmettre les factures à la banque après les travaux',
      ],
      priority: 'medium',
      mention: creditWarning,
    },
    {
      id: 'tva-reduite',
      nom: 'TVA réduite à 5,5 %',
      description: 'Taux de TVA réduit à 5,5 % au lieu de 20 % sur les travaux d’amélioration énergétique.',
      eligible: hasWorkBase(input),
      montant: '5,5 % au lieu de 20 %',
      conditions: ['Logement de plus de 2 ans', 'Travaux réalisés par un artisan RGE'],
      demarches: ['Signer l’attestation de TVA remise par l’artisan', 'Le taux réduit est appliqué directement sur la facture'],
      priority: 'medium',
    },
    {
      id: 'cheque-energie',
      nom: 'Chèque énergie',
      description: 'Aide annuelle pour régler vos factures d’énergie ou une partie de vos travaux de rénovation.',
      eligible: isEnergyChequeEligible(input),
      montant: '48 à 277 €',
      conditions: ['Être propriétaire occupant', 'Logement en résidence principale', 'Revenus du foyer très modestes ou modestes'],
      demarches: [
        'Déclarer vos revenus chaque année, même faibles',
        'Recevoir le chèque automatiquement à votre domicile',
        'L’utiliser pour vos factures d’énergie ou vos travaux',
      ],
      priority: 'low',
    },
  ]
  return aids.map((aid) => ({ ...aid, unmet: aid.eligible ? [] : aid.conditions.filter((condition) => met[condition] === false) }))
}

/** The displayed direct-subsidy total: MaPrimeRénov' by income band plus CEE, when each is eligible. */
export function directSubsidyTotal(input: AidInput): number {
  const renovation = isRenovationEligible(input) ? renovationRatePerSquareMetre[input.revenus] * DISPLAYED_SURFACE_M2 : 0
  const cee = isCeeEligible(input) ? CEE_DISPLAYED_AMOUNT : 0
  return renovation + cee
}

/**
 * The most the tool ever shows as a total (the best income band's MaPrimeRénov' plus CEE): what the pages
 * may promise, so that no page says more than the tool gives.
 */
export function maxDirectSubsidy(): number {
  return Math.max(...Object.values(renovationRatePerSquareMetre)) * DISPLAYED_SURFACE_M2 + CEE_DISPLAYED_AMOUNT
}

/** The surface every total is worked out for, in words (« 30 m² »). */
export const aidSurfaceWords = `${DISPLAYED_SURFACE_M2} m²`

// A plain space between thousands: Intl's fr-FR narrow no-break space renders unevenly across fonts.
export const withThousands = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')

export type SummaryTile = { value: string; caption: string; detail?: string }

/**
 * The total tile: the amount when there is one. Without a direct subsidy the spec's 'Oui' /
 * 'Financement 0%' stays, naming the loan it stands for; it is only shown when that loan is open,
 * otherwise the tile would promise financing the cards below refuse.
 */
export function directSubsidyDisplay(total: number, ecoLoanEligible: boolean): SummaryTile {
  if (total > 0)
    return {
      value: `${withThousands(total)} €`,
      caption: 'Aides directes',
      detail: `Estimation pour ${aidSurfaceWords} isolés : le montant suit la surface`,
    }
  if (ecoLoanEligible) return { value: 'Oui', caption: 'Financement 0%', detail: 'Éco-prêt à taux zéro, jusqu’à 30 000 €' }
  return { value: '0 €', caption: 'Aides directes' }
}

/** The reduced-VAT tile, shown only when the VAT card says 'Éligible'. */
export function reducedVatTile(aids: readonly AidResult[]): SummaryTile | undefined {
  const vat = aids.find((aid) => aid.id === 'tva-reduite')
  return vat?.eligible ? { value: '5,5 %', caption: 'TVA réduite au lieu de 20 %' } : undefined
}

/** Whether the éco-PTZ card of these aids says 'Éligible'. */
export const isEcoLoanOpen = (aids: readonly AidResult[]): boolean => aids.some((aid) => aid.id === 'eco-ptz' && aid.eligible)

export const eligibleCount = (aids: readonly AidResult[]): number => aids.filter((aid) => aid.eligible).length
