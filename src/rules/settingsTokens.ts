import { telHref } from './telHref'

/**
 * Words an editor may write between braces in a block's text, replaced by the site settings' value when
 * the page is drawn: a figure changed in the settings then shows on every page without editing them.
 */
export const settingsTokens = {
  entreprise: 'Nom de l’entreprise',
  telephone: 'Téléphone',
  horaires: 'Horaires (avec une minuscule, pour une phrase)',
  'note-google': 'Note Google moyenne',
  'projets-accueil': 'Projets (accueil)',
  projets: 'Projets (autres pages)',
  'projets-qui-sommes-nous': 'Projets (qui sommes-nous)',
  'clients-satisfaits': 'Clients satisfaits',
  'annees-experience': 'Années d’expérience',
  collaborateurs: 'Collaborateurs',
  agences: 'Agences régionales',
  'plus-value': 'Plus-value moyenne',
  'aides-max': 'Aides cumulées jusqu’à',
} as const

type SettingsToken = keyof typeof settingsTokens

export type SettingsValues = Record<SettingsToken, string>

/** The admin's reminder of the words available, for a field's description. */
export const settingsTokensHelp = `Valeurs des réglages du site : ${Object.keys(settingsTokens)
  .map((token) => `{${token}}`)
  .join(', ')}.`

/** The text with every known {token} replaced by its value; unknown braces are left as written. */
export function fillSettings(text: string, values: SettingsValues): string {
  return text.replace(/\{([a-z-]+)\}/g, (whole, token: string) => (token in values ? values[token as SettingsToken] : whole))
}

/** A link's target with its tokens filled; a tel: link keeps only the digits people dial. */
export function fillSettingsHref(href: string, values: SettingsValues): string {
  const filled = fillSettings(href, values)
  return filled.startsWith('tel:') ? telHref(filled.slice('tel:'.length)) : filled
}
