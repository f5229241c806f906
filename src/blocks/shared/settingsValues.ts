import type { Figure } from '@/components/blocks/Figures'
import { getSiteSettings } from '@/data/content'
import { fillSettings, fillSettingsHref, type SettingsValues } from '@/rules/settingsTokens'
import { linkOf, type FilledLink, type LinkData } from './linkFields'

/** Today's values of the site settings that block texts may name between braces. */
export async function getSettingsValues(): Promise<SettingsValues> {
  const site = await getSiteSettings()
  const { figures } = site
  return {
    entreprise: site.companyName,
    telephone: site.phone,
    // Quoted inside a sentence ("Un conseiller vous répond du lundi au vendredi…"), hence lower case.
    horaires: site.hours.charAt(0).toLowerCase() + site.hours.slice(1),
    'note-google': figures.googleRating,
    'projets-accueil': figures.projectsHome,
    projets: figures.projectsShort,
    'projets-qui-sommes-nous': figures.projectsAbout,
    'clients-satisfaits': figures.satisfied,
    'annees-experience': figures.yearsExperience,
    collaborateurs: figures.staff,
    agences: figures.agencies,
    'plus-value': figures.valueGain,
    'aides-max': figures.maxAid,
  }
}

/** A filled link (words and target) with the settings' values in place of their tokens, or nothing. */
export function filledLinkOf(link: LinkData, values: SettingsValues): FilledLink | undefined {
  const filled = linkOf(link)
  return filled && { ...filled, label: fillSettings(filled.label, values), href: fillSettingsHref(filled.href, values) }
}

/** Key figures with the settings' values in place of their tokens ({projets-accueil}). */
export function filledFigures(figures: readonly Figure[] | null | undefined, values: SettingsValues): Figure[] {
  return (figures ?? []).map((figure) => ({ value: fillSettings(figure.value, values), label: figure.label }))
}
