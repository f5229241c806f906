import type { SiteSetting } from '@/payload-types'
import { telHref } from './telHref'
import { gridSpan, priceRangeWords } from '@/forms/shared/budgetEstimate'
import { aidSurfaceWords, maxDirectSubsidy, withThousands } from '@/forms/aides-eligibilite/aidEligibility'

/**
 * Words an editor may write between braces in a block's text, replaced by the site settings' value when
 * the page is drawn: a figure changed in the settings then shows on every page without editing them.
 */
export const settingsTokens = {
  entreprise: 'Nom de l’entreprise',
  telephone: 'Téléphone',
  horaires: 'Horaires (avec une minuscule, pour une phrase)',
  'note-google': 'Note Google moyenne',
  'annee-fondation': 'Année de fondation',
  'annees-experience': 'Années d’expérience (depuis la fondation)',
  projets: 'Projets réalisés',
  'clients-satisfaits': 'Clients satisfaits',
  'delai-rappel': 'Délai de rappel après une demande',
  'delai-devis': 'Délai du devis après la visite technique',
  'plus-value': 'Plus-value moyenne',
  'duree-travaux': 'Durée des travaux de combles',
  collaborateurs: 'Collaborateurs',
  agences: 'Agences régionales',
  regions: 'Régions servies',
  'aides-max': 'Aides directes au plus, le total le plus haut de l’outil d’aides (« 1 100 € »)',
  'aides-surface': 'Surface isolée sur laquelle l’outil d’aides calcule ce total (« 30 m² »)',
  'prix-m2': 'Prix par m² créé, de la grille de prix (« 1 200 à 1 800 € »)',
} as const

type SettingsToken = keyof typeof settingsTokens

export type SettingsValues = Record<SettingsToken, string>

/** What the values are read from: the site settings' name, phone, hours and company figures. */
export type SettingsSource = Pick<SiteSetting, 'companyName' | 'phone' | 'hours' | 'figures' | 'priceGrid'>

/**
 * The settings' value of every token. The years of experience follow from the founding year, rounded
 * down to five ("75+" from 1949 to 2028), so that they never overstate and never contradict the year.
 */
export function settingsValuesOf(site: SettingsSource, year: number): SettingsValues {
  const { figures } = site
  const years = Math.floor((year - figures.foundingYear) / 5) * 5
  return {
    entreprise: site.companyName,
    telephone: site.phone,
    // Quoted inside a sentence ("Un conseiller vous répond du lundi au vendredi…"), hence lower case.
    horaires: site.hours.charAt(0).toLowerCase() + site.hours.slice(1),
    'note-google': figures.googleRating,
    'annee-fondation': String(figures.foundingYear),
    'annees-experience': `${years}+`,
    projets: figures.projectsDone,
    'clients-satisfaits': figures.satisfied,
    'delai-rappel': figures.responseDelay,
    'delai-devis': figures.quoteDelay,
    'plus-value': figures.valueGain,
    'duree-travaux': figures.worksDuration,
    collaborateurs: figures.staff,
    agences: figures.agencies,
    regions: frenchList((figures.serviceArea ?? []).map((area) => area.region)),
    'aides-max': `${withThousands(maxDirectSubsidy())} €`,
    'aides-surface': aidSurfaceWords,
    'prix-m2': priceRangeWords(gridSpan(site.priceGrid)),
  }
}

/** "a, b et c". */
function frenchList(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}` : (items[0] ?? '')
}

/** The admin's reminder of the words available, for a field's description. */
export const settingsTokensHelp = `Valeurs des réglages du site : ${Object.keys(settingsTokens)
  .map((token) => `{${token}}`)
  .join(', ')}.`

/** The text with every known {token} replaced by its value; unknown braces are left as written. */
export function fillSettings(text: string, values: SettingsValues): string {
  return text.replace(/\{([a-z0-9-]+)\}/g, (whole, token: string) => (token in values ? values[token as SettingsToken] : whole))
}

/** A link's target with its tokens filled; a tel: link keeps only the digits people dial. */
export function fillSettingsHref(href: string, values: SettingsValues): string {
  const filled = fillSettings(href, values)
  return filled.startsWith('tel:') ? telHref(filled.slice('tel:'.length)) : filled
}

/** Keys whose strings are never shown (identifiers, addresses other than tel:): left as stored. */
const notText = new Set(['id', 'blockType', 'blockName', 'icon', 'tone', 'form', 'slug', 'filename', 'mimeType', 'url'])

/**
 * Every string of a document (blocks, rich text, SEO fields) with its {tokens} filled: one read of the
 * company figures for every text an editor wrote, so a figure is changed in one place.
 */
export function withSettings<T>(value: T, values: SettingsValues, key?: string): T {
  if (typeof value === 'string') {
    if (key && notText.has(key)) return value
    return (key === 'href' ? fillSettingsHref(value, values) : fillSettings(value, values)) as T
  }
  if (Array.isArray(value)) return value.map((item) => withSettings(item, values)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, withSettings(inner, values, name)])) as T
  }
  return value
}
