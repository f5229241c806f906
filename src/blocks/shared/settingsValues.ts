import { getSiteSettings } from '@/data/content'
import { fillSettings, fillSettingsHref, settingsValuesOf, type SettingsValues } from '@/rules/settingsTokens'
import { linkOf, type FilledLink, type LinkData } from './linkFields'

/** Today's values of the site settings that block texts may name between braces. */
export async function getSettingsValues(): Promise<SettingsValues> {
  return settingsValuesOf(await getSiteSettings(), new Date().getFullYear())
}

/** A filled link (words and target) with the settings' values in place of their tokens, or nothing. */
export function filledLinkOf(link: LinkData, values: SettingsValues): FilledLink | undefined {
  const filled = linkOf(link)
  return filled && { ...filled, label: fillSettings(filled.label, values), href: fillSettingsHref(filled.href, values) }
}

/** A key figure: big number, short label. */
export type Figure = { value: string; label: string }

/** Key figures with the settings' values in place of their tokens ({projets-accueil}). */
export function filledFigures(figures: readonly Figure[] | null | undefined, values: SettingsValues): Figure[] {
  return (figures ?? []).map((figure) => ({ value: fillSettings(figure.value, values), label: figure.label }))
}
