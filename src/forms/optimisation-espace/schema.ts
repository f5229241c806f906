import { z } from 'zod/mini'
import { choice, choices, contactFields, messageField, optionalPostalCodeField } from '../shared/contactFields'
import { currentSurfaces, desiredSurfaces, roomTypes } from '../shared/options'
import { optimisationProjectTypes } from './choices'

/** /optimisation-espace/form: one page. */
export const optimisationSchema = z.strictObject({
  projectType: choice(optimisationProjectTypes),
  currentSpace: choice(currentSurfaces),
  desiredSpace: choice(desiredSurfaces),
  roomType: choices(roomTypes),
  constraints: messageField,
  ...contactFields,
  postalCode: optionalPostalCodeField,
})
export type OptimisationAnswers = z.infer<typeof optimisationSchema>
