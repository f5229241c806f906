/**
 * The fields a visitor types letter by letter, whose half-typed answer is worth keeping (a draft, a reload).
 * contactFields.ts adds its own as it loads, with the forms' schemas; the set lives apart from them so that what
 * reads it (a wizard's draft, judged once the schema is here) does not bring zod with the page.
 */
export const typedFields = new Set<unknown>()
