import type { FieldHook } from 'payload'
import { normalizeRedirectPath } from '@/rules/redirectPaths'

/** The starting address is kept as the bare path the site looks up, whatever form the editor typed. */
export const normalizeFrom: FieldHook = ({ value }) => (typeof value === 'string' && value.trim() ? normalizeRedirectPath(value) : value)
