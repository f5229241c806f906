import { z } from 'zod/mini'
import { budgetRangesFor, studyProjectTypes } from './studyBudgets'
import { alwaysRefine } from '@/forms/shared/alwaysRefine'
import { choice, contactFields, messageField, messages, postalCodeField } from '@/forms/shared/contactFields'
import { atticHeights, currentSurfaces, desiredSurfaces, orNotKnown, roofStructures, roomTypes, timelines } from '@/forms/shared/options'
import {
  studyPropertyTypes,
  extensionTypes,
  verandaMaterials,
  verandaUsages,
  verandaSurfaces,
  windowTypes,
  windowCounts,
  roomsToEquip,
  windowFeatures,
} from './choices'

const optional = <const T extends readonly [string, ...string[]]>(values: T) => z._default(z.union([z.literal(''), z.enum(values)]), '')
const optionalList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z._default(z.array(z.enum(values)).check(z.maxLength(values.length)), [])

/** Which answers each project kind requires beyond the common ones. */
const requiredByProject: Record<(typeof studyProjectTypes)[number], { choices: string[]; lists: string[] }> = {
  'Aménagement de combles': { choices: ['roofType', 'height', 'currentSurface', 'desiredSurface'], lists: ['roomType'] },
  'Extension de maison': { choices: ['extensionType', 'currentSurface', 'desiredSurface'], lists: ['roomType'] },
  'Véranda/Pergola': { choices: ['material', 'desiredSurface', 'verandaUsage'], lists: [] },
  'Fenêtres de toit': { choices: ['windowType', 'numberOfWindows'], lists: ['roomsToEquip'] },
}

/** /etude-gratuite: 5 steps whose questions depend on the project kind. */
export const freeStudySchema = z
  .strictObject({
    projectType: choice(studyProjectTypes),
    propertyType: choice(studyPropertyTypes),
    postalCode: postalCodeField,
    roofType: optional(orNotKnown(roofStructures)),
    height: optional(orNotKnown(atticHeights)),
    extensionType: optional(extensionTypes),
    material: optional(verandaMaterials),
    verandaUsage: optional(verandaUsages),
    windowType: optional(windowTypes),
    numberOfWindows: optional(windowCounts),
    roomsToEquip: optionalList(roomsToEquip),
    windowFeatures: optionalList(windowFeatures),
    currentSurface: optional(currentSurfaces),
    desiredSurface: z._default(z.union([z.literal(''), z.enum(desiredSurfaces), z.enum(verandaSurfaces)]), ''),
    roomType: optionalList(roomTypes),
    budget: z.string({ error: messages.choose }).check(z.trim(), z.maxLength(60)),
    timeline: choice(timelines),
    ...contactFields,
    message: messageField,
  })
  .check(
    z.superRefine((answers, context) => {
      // May run on unfinished answers (see alwaysRefine): nothing here assumes a field is valid.
      const required = (requiredByProject as Record<string, { choices: string[]; lists: string[] } | undefined>)[answers.projectType]
      if (!required) return
      const record = answers as Record<string, unknown>
      for (const field of required.choices) {
        if (!record[field]) context.addIssue({ code: 'custom', path: [field], message: messages.choose })
      }
      for (const field of required.lists) {
        const list = record[field]
        if (!Array.isArray(list) || !list.length) context.addIssue({ code: 'custom', path: [field], message: messages.chooseOne })
      }
      if (answers.propertyType === 'Appartement' && answers.projectType !== 'Fenêtres de toit') {
        context.addIssue({ code: 'custom', path: ['propertyType'], message: messages.choose })
      }
      const surfaces: readonly string[] = answers.projectType === 'Véranda/Pergola' ? verandaSurfaces : desiredSurfaces
      if (answers.desiredSurface && !surfaces.includes(answers.desiredSurface)) {
        context.addIssue({ code: 'custom', path: ['desiredSurface'], message: messages.choose })
      }
      if (!budgetRangesFor(answers.projectType).includes(answers.budget)) {
        context.addIssue({ code: 'custom', path: ['budget'], message: messages.choose })
      }
    }, alwaysRefine),
  )
export type FreeStudyAnswers = z.infer<typeof freeStudySchema>
