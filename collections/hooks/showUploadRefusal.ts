import type { CollectionAfterErrorHook } from 'payload'
import { NonRasterUploadError } from './NonRasterUploadError'

/**
 * Sends an upload refusal's message whole. The admin shows a response's top-level `message` as it
 * is, where it would split one from `errors` at its colon and commas into a list of invalid fields;
 * and Payload's own formatting drops the message of an error whose class name the production build
 * minified away.
 */
export const showUploadRefusal: CollectionAfterErrorHook = ({ error }) =>
  error instanceof NonRasterUploadError ? { response: { message: error.message, errors: [{ message: error.message }] } } : undefined
