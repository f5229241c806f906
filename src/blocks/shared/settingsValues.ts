import { getSiteSettings } from '@/data/content'
import { fillSettings, fillSettingsHref, type SettingsValues } from '@/rules/settingsTokens'
import { linkOf, type LinkData } from './linkFields'

/** Today's values of the site settings that block texts may name between braces. */
export async function getSettingsValues(): Promise<SettingsValues> {
  const site = await getSiteSettings()
  const { figures } = site
  return {
    entreprise: site.companyName,
    telephone: site.phone,
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
export function filledLinkOf(link: LinkData, values: SettingsValues): { label: string; href: string } | undefined {
  const filled = linkOf(link)
  return filled && { label: fillSettings(filled.label, values), href: fillSettingsHref(filled.href, values) }
}
