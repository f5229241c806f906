import { z } from 'zod/mini'
import { alwaysRefine } from '../shared/alwaysRefine'
import { choice, contactFields, messages, optionalPostalCodeField } from '../shared/contactFields'
import { ownerTypes, incomeBands, housingTypes } from './choices'

/** /aides-eligibilite: 5 steps; landlords also say which kind of dwelling. */
export const aidEligibilitySchema = z
  .strictObject({
    typeProprietaire: choice(ownerTypes),
    logementPrincipal: z.boolean({ error: messages.choose }),
    ancienneteLogement: z.union([z.literal(1), z.literal(5), z.literal(20)], { error: messages.choose }),
    revenus: choice(incomeBands),
    localisationFrance: z._default(z.boolean(), true),
    artisanRGE: z._default(z.boolean(), true),
    typeLogement: z._default(z.union([z.literal(''), z.enum(housingTypes)]), ''),
    ...contactFields,
    postalCode: optionalPostalCodeField,
  })
  .check(
    z.superRefine((answers, context) => {
      if (answers.typeProprietaire === 'bailleur' && !answers.typeLogement) {
        context.addIssue({ code: 'custom', path: ['typeLogement'], message: messages.choose })
      }
    }, alwaysRefine),
  )
export type AidEligibilityAnswers = z.infer<typeof aidEligibilitySchema>
