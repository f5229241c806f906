import { finishLabels } from '@/forms/devis-configurateur/schema'
import {
  dwellingAgeLabels,
  housingTypeLabels,
  incomeLabels,
  ownerTypeLabels,
  peeLabels,
  savingsProjectLabels,
} from './answerLabels'

/** Labels of a lead's form answers, in display order (forms-and-back-office.md §3). */
export const formDataLabels: Record<string, string> = {
  projectType: 'Type de projet',
  propertyType: 'Type de bien',
  postalCode: 'Code postal',
  currentSpace: 'Surface actuelle',
  currentSurface: 'Surface actuelle',
  desiredSpace: 'Surface souhaitée',
  desiredSurface: 'Surface souhaitée',
  roomType: 'Pièces souhaitées',
  budget: 'Budget',
  timeline: 'Délai',
  message: 'Message',
  roofType: 'Type de toiture',
  height: 'Hauteur sous faîtage',
  extensionType: "Type d'extension",
  material: 'Matériau',
  verandaUsage: 'Usage de la véranda',
  windowType: 'Type de fenêtre',
  numberOfWindows: 'Nombre de fenêtres',
  roomsToEquip: 'Pièces à équiper',
  windowFeatures: 'Accessoires',
  typeProprietaire: 'Statut',
  logementPrincipal: 'Résidence principale',
  ancienneteLogement: 'Ancienneté du logement',
  revenus: 'Revenus du foyer',
  localisationFrance: 'Logement en France',
  artisanRGE: 'Artisan RGE',
  typeLogement: 'Type de logement',
  usePEE: 'Utilisation du PEE',
  location: 'Localisation',
  surface: 'Surface',
  constraints: 'Contraintes',
  source: 'Source',
  finish: 'Finition',
  technicalConstraints: 'Contraintes techniques',
}

export type DisplayEntry = { key: string; label: string; value: string }

// Already shown as the lead's contact details.
const contactKeys = new Set(['name', 'email', 'phone', 'postalCode'])

// Words for coded answers; projectType only translates the savings-release codes, other forms store words.
const codedValues: Record<string, Record<string, string>> = {
  revenus: incomeLabels,
  usePEE: peeLabels,
  ancienneteLogement: dwellingAgeLabels,
  typeProprietaire: ownerTypeLabels,
  typeLogement: housingTypeLabels,
  projectType: savingsProjectLabels,
  finish: finishLabels,
}

const NOT_PROVIDED = 'Non renseigné'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// Own keys only, so a stored 'constructor' or 'toString' is not mistaken for a code.
const inWords = (key: string, text: string) => {
  const words = codedValues[key]
  return words && Object.hasOwn(words, text) ? (words[text] ?? text) : text
}

/** One answer as text; '' when nothing readable is left (objects are never dumped raw). */
function formatScalar(key: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non'
  if (typeof value === 'number') return Number.isFinite(value) ? inWords(key, String(value)) : ''
  if (typeof value === 'string') return inWords(key, value.trim())
  return ''
}

function formatValue(key: string, value: unknown): string {
  if (Array.isArray(value)) {
    return value
      .map((item) => formatScalar(key, item))
      .filter((text) => text !== '')
      .join(', ')
  }
  return formatScalar(key, value)
}

// Nothing was answered: hidden rather than shown as missing.
const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/**
 * The details list of a lead's all_form_data: known answers in label order, then unknown keys under
 * their own name; contact fields and unanswered values left out, coded values in words.
 */
export function formDataEntries(formData: unknown): DisplayEntry[] {
  if (!isRecord(formData)) return []
  const known = Object.keys(formDataLabels).filter((key) => Object.hasOwn(formData, key))
  const unknown = Object.keys(formData).filter((key) => !Object.hasOwn(formDataLabels, key))
  return [...known, ...unknown]
    .filter((key) => !contactKeys.has(key) && !isBlank(formData[key]))
    .map((key) => ({
      key,
      label: Object.hasOwn(formDataLabels, key) ? (formDataLabels[key] ?? key) : key,
      value: formatValue(key, formData[key]) || NOT_PROVIDED,
    }))
}
