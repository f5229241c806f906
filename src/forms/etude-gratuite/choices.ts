import type { FreeStudyAnswers } from './schema'

/** The answers this form offers, as plain values: its page draws them before the schema arrives. */
export const studyPropertyTypes = ['Maison individuelle', 'Maison mitoyenne', 'Appartement'] as const
export const extensionTypes = ['Extension latérale', 'Extension arrière', 'Surélévation', 'Extension en L'] as const
export const verandaMaterials = ['Aluminium', 'PVC', 'Bois'] as const
export const verandaUsages = ["Salon d'été", 'Salle à manger', 'Bureau', "Jardin d'hiver"] as const
export const verandaSurfaces = ['10', '15', '20', '25', '30'] as const
export const windowTypes = ['Manuelle', 'Motorisée', 'Connectée'] as const
export const windowCounts = ['1', '2', '3', '4+'] as const
export const roomsToEquip = ['Chambre', 'Salon', 'Cuisine', 'Salle de bain', 'Bureau', 'Couloir'] as const
export const windowFeatures = ['Volets roulants', 'Stores occultants', 'Moustiquaires', 'Aucun accessoire'] as const

export const freeStudySteps = [
  ['projectType'],
  ['propertyType', 'postalCode', 'roofType', 'height', 'extensionType', 'material', 'windowType', 'numberOfWindows'],
  ['currentSurface', 'desiredSurface', 'roomType', 'verandaUsage', 'roomsToEquip', 'windowFeatures'],
  ['budget', 'timeline'],
  ['name', 'email', 'phone', 'message'],
] as const satisfies readonly (readonly (keyof FreeStudyAnswers)[])[]
