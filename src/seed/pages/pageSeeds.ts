import { accueil } from './accueil'
import { aidesEligibilite } from './aidesEligibilite'
import { amenagementCombles } from './amenagementCombles'
import { cgu } from './cgu'
import { contact } from './contact'
import { contactMerci } from './contactMerci'
import { deblocageEpargneSalariale } from './deblocageEpargneSalariale'
import { deblocageEpargneSalarialeForm } from './deblocageEpargneSalarialeForm'
import { deblocageEpargneSalarialeMerci } from './deblocageEpargneSalarialeMerci'
import { etudeGratuite } from './etudeGratuite'
import { faisabilite } from './faisabilite'
import { faq } from './faq'
import { landingBudget } from './landingBudget'
import { landingFaisabilite } from './landingFaisabilite'
import { mentionsLegales } from './mentionsLegales'
import { optimisationEspace } from './optimisationEspace'
import { optimisationEspaceForm } from './optimisationEspaceForm'
import { phenix } from './phenix'
import { phenixMerci } from './phenixMerci'
import { plansEtInspirations } from './plansEtInspirations'
import { politiqueDeConfidentialite } from './politiqueDeConfidentialite'
import { quiSommesNous } from './quiSommesNous'
import { extensionMaison } from './extensionMaison'
import { installationFenetreDeToit } from './installationFenetreDeToit'
import { installationVerandaPergola } from './installationVerandaPergola'
import { reglementationUrbanismeCombles } from './reglementationUrbanismeCombles'
import { solutionsTechniques } from './solutionsTechniques'
import type { PageSeed } from './types'

/** Every page the seed writes, published, with today's copy. */
export const pageSeeds: PageSeed[] = [
  accueil,
  amenagementCombles,
  quiSommesNous,
  plansEtInspirations,
  mentionsLegales,
  politiqueDeConfidentialite,
  cgu,
  contact,
  contactMerci,
  faq,
  etudeGratuite,
  faisabilite,
  aidesEligibilite,
  optimisationEspace,
  optimisationEspaceForm,
  deblocageEpargneSalariale,
  deblocageEpargneSalarialeForm,
  landingBudget,
  landingFaisabilite,
  phenix,
  phenixMerci,
  deblocageEpargneSalarialeMerci,
  extensionMaison,
  installationFenetreDeToit,
  installationVerandaPergola,
  solutionsTechniques,
  reglementationUrbanismeCombles,
]
