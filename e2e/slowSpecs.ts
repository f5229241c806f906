/**
 * The end-to-end specs that npm test leaves to npm run test:slow (CI runs both): the accessibility scans of
 * every page and form step (also run by npm run audit), and the specs that start servers of their own
 * (more instances, another port). E2E_SLOW=only runs them alone, E2E_SLOW=all with the rest.
 */
export const slowSpecs = ['site-a11y.spec.ts', 'forms-a11y.spec.ts', 'scale-out.spec.ts', 'scale-out-pages.spec.ts', 'admin-port.spec.ts']

export function specSelection(mode = process.env.E2E_SLOW) {
  if (mode === 'only') return { testMatch: slowSpecs }
  if (mode === 'all') return {}
  return { testIgnore: slowSpecs }
}
