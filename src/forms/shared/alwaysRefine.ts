import type { z } from 'zod/mini'

/**
 * Runs an object's cross-field rules even while some field is still invalid (zod skips them by
 * default), so a wizard step is judged on every rule that concerns its fields, and the server
 * reports every problem at once. Never for a value that is not an object at all.
 */
export const alwaysRefine = { when: (payload: z.core.ParsePayload) => typeof payload.value === 'object' && payload.value !== null }
