import type { TextField } from 'payload'

/** An identifier for a direct link to part of a page (#faq), in lower-case letters, digits and hyphens. */
export const anchorField = (description: string): TextField => ({
  name: 'anchor',
  label: 'Ancre',
  type: 'text',
  admin: { description },
  validate: (value: string | null | undefined) =>
    !value || /^[a-z][a-z0-9-]*$/.test(value) || 'Lettres minuscules, chiffres et tirets seulement, en commençant par une lettre.',
})
