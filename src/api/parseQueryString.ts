import * as qs from 'qs-esm'

/**
 * A query string read exactly as Payload reads it: its own parser (qs-esm, pinned at Payload's version)
 * with the options of Payload's createPayloadRequest, so that publicQueryRefusal judges what Payload runs.
 */
export const parseQueryString = (search: string): Record<string, unknown> =>
  qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true })
