import type { TextField } from 'payload'

/**
 * What the dashboard's search looks in: name, e-mail, phone (as typed and as its ten digits) and postal
 * code, in lower case and without accents. PostgreSQL writes it on every insert and update (trigger
 * leads_search_text, calling the IMMUTABLE function lead_search_text: unaccent then lower), whoever
 * writes the lead: Payload, the submission endpoint's own INSERT, anonymisation. A trigram index
 * (leadSearchIndex) keeps a search through 100 000 leads fast. Out of the admin's forms (a copy of visible
 * fields), but not `hidden`: Payload refuses queries on hidden fields.
 */
export const searchTextField: TextField = {
  name: 'searchText',
  type: 'text',
  admin: { hidden: true },
  access: { create: () => false, update: () => false },
}
