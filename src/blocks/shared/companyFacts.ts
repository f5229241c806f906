import type { SiteInfo } from '@/data/content'

/**
 * The company's details an editor may quote inside a text. The text shows the value of the site settings
 * at render time, so a change of address or capital reaches every legal page without editing them.
 */
const companyFacts = {
  companyName: { label: 'Raison sociale', value: (site: SiteInfo) => site.companyName },
  // Always quoted inside a sentence ("…, société anonyme au capital de…"), hence lower case.
  legalForm: { label: 'Forme juridique (en minuscules)', value: (site: SiteInfo) => site.legal.legalForm.toLowerCase() },
  capital: { label: 'Capital social', value: (site: SiteInfo) => site.legal.capital },
  address: {
    label: 'Adresse du siège',
    value: (site: SiteInfo) => `${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
  },
  siret: { label: 'SIRET', value: (site: SiteInfo) => site.legal.siret },
  rcs: { label: 'Immatriculation (RCS)', value: (site: SiteInfo) => site.legal.rcs },
  phone: { label: 'Téléphone', value: (site: SiteInfo) => site.phone },
  email: { label: 'E-mail', value: (site: SiteInfo) => site.email },
  host: { label: 'Hébergeur', value: (site: SiteInfo) => site.legal.host },
  court: { label: 'Tribunal compétent', value: (site: SiteInfo) => site.legal.court },
} as const

export type CompanyFact = keyof typeof companyFacts

export const companyFactOptions = Object.entries(companyFacts).map(([value, { label }]) => ({ value, label }))

export const companyFactText = (site: SiteInfo, fact: CompanyFact): string => companyFacts[fact].value(site)
