import type { FreeStudyAnswers } from './schema'

/** The answers that belong to one project kind; they are reset when the visitor changes kind. */
export const projectSpecificDefaults = {
  roofType: '',
  height: '',
  extensionType: '',
  material: '',
  verandaUsage: '',
  windowType: '',
  numberOfWindows: '',
  roomsToEquip: [],
  windowFeatures: [],
  currentSurface: '',
  desiredSurface: '',
  roomType: [],
  budget: '',
} as const satisfies Partial<Record<keyof FreeStudyAnswers, string | readonly never[]>>
