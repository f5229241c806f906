import type { RichTextFieldValidation } from 'payload'
import { richText } from 'payload/shared'

/** How Lexical words a refused element of a text: "link node failed to validate: The following fields are invalid: url". */
const lexicalRefusal = /^(\w+) node failed to validate: The following fields are invalid: /

/**
 * A rich-text field's validation: Lexical's own (every link's address follows the site's link rule, see
 * richTextFeatures), with its English refusal of an element of the text said in French.
 */
export const validateRichText: RichTextFieldValidation = async (value, options) => {
  const result = await richText(value, options)
  const refused = typeof result === 'string' ? lexicalRefusal.exec(result) : null
  if (!refused) return result
  return refused[1] === 'link' || refused[1] === 'autolink'
    ? 'Un lien du texte est refusé\u00a0: ouvrez-le pour corriger son adresse.'
    : 'Un élément du texte est refusé\u00a0: ouvrez-le pour voir pourquoi.'
}
