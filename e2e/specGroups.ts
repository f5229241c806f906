import type { Project } from '@playwright/test'

/**
 * How the end-to-end specs run.
 * - Slow: left by npm test to npm run test:slow (CI runs both): the accessibility scans of every page and
 *   form step (also run by npm run audit), the specs that start servers of their own (more instances,
 *   another port, S3), the camera-sized upload, the phone-profile proofs (slow CPU and link, scripts held),
 *   the three-width layouts, the revalidation delays and the sweeps of every screen. E2E_SLOW=only runs them alone, E2E_SLOW=all with the rest.
 * - Visitors: specs that only read the site and send forms with leads of their own; they change no content,
 *   settings or account, read no mailbox and count nothing site-wide, so two run side by side.
 * - Then, once the visitors' are done, two groups side by side, each one spec at a time:
 *   - Editors: the specs that change what visitors read (pages, menu, settings, media), and the admin's and
 *     API limits' that read only; none sends a lead, creates a salesperson, reads a mailbox or signs anyone out.
 *   - Staff: every other spec: the sales team's, which listen on the one SMTP port, change the assignment
 *     settings, create salespeople or read lead-wide figures, and every spec whose visitor sends a lead.
 *   Both sign the admin in at times: sign-ins of one account are taken one at a time (oneSignInAtATime).
 */
export const slowSpecs = [
  // The accessibility scans.
  'site-a11y.spec.ts',
  'forms-a11y.spec.ts',
  // Servers of their own: more instances, another port, the app's server, S3.
  'scale-out.spec.ts',
  'scale-out-pages.spec.ts',
  'admin-port.spec.ts',
  'app-server.spec.ts',
  'malformed-addresses.spec.ts',
  'media-s3.spec.ts',
  // A camera's 9000 × 6000 photo uploaded, resized and served at its widest.
  'media-large-photo.spec.ts',
  // A phone's slow CPU and link, and the scripts held: what a visitor does before the scripts arrive.
  'forms-first-byte.spec.ts',
  'site-first-tap.spec.ts',
  // Every form and page at three widths, and their layout shifts.
  'forms-small-screens.spec.ts',
  'site-layout-stability.spec.ts',
  // The time an editor's change takes to reach every page that shows it.
  'site-revalidation.spec.ts',
  // Sweeps of every screen: the admin's words, every picture's width at two screens, every menu entry followed.
  'cms-plain-french.spec.ts',
  'site-pictures.spec.ts',
  'site-menu-routes.spec.ts',
]

export const visitorSpecs = [
  'audience-funnels.spec.ts',
  'forms-aid.spec.ts',
  'forms-contact.spec.ts',
  'forms-feasibility.spec.ts',
  'forms-first-byte.spec.ts',
  'forms-no-script.spec.ts',
  'forms-no-script-wizards.spec.ts',
  'forms-free-study.spec.ts',
  'forms-landing.spec.ts',
  'forms-optimisation.spec.ts',
  'forms-phenix.spec.ts',
  'forms-postal-code.spec.ts',
  'forms-resume.spec.ts',
  'forms-savings.spec.ts',
  'forms-small-screens.spec.ts',
  'preview-paths.spec.ts',
  'site-consent.spec.ts',
  'site-figures-50m2.spec.ts',
  'site-interactive.spec.ts',
  'site-layout-stability.spec.ts',
  'site-first-tap.spec.ts',
  'site-menu-routes.spec.ts',
  'site-navigation.spec.ts',
  'site-pages.spec.ts',
  'site-pictures.spec.ts',
  'site-project.spec.ts',
]

export const editorSpecs = [
  'audience-view.spec.ts',
  'admin.spec.ts',
  // Sign-ins of the admin with redirects off the site: reads only.
  'admin-redirect.spec.ts',
  'api-limits.spec.ts',
  'cms-editors.spec.ts',
  'cms-locks.spec.ts',
  'cms-pages.spec.ts',
  'cms-plain-french.spec.ts',
  'cms-projects.spec.ts',
  'media-s3.spec.ts',
  'media-upload-policy.spec.ts',
  'site-project-slugs.spec.ts',
  'site-redirects.spec.ts',
  'site-revalidation.spec.ts',
  'site-seo.spec.ts',
  'unknown-addresses.spec.ts',
]

/** Two workers at most: this machine's two cores, each running a browser beside the one server. */
export const workers = 2

export function projectsFor(mode = process.env.E2E_SLOW): Project[] {
  // First of all, the local admin signs in once for every spec's REST calls (adminToken.ts).
  const setup: Project = { name: 'setup', testMatch: 'admin.setup.ts' }
  if (mode === 'only') return [setup, { name: 'slow', testMatch: slowSpecs, dependencies: ['setup'], workers: 1 }]
  const left = mode === 'all' ? [] : slowSpecs
  return [
    setup,
    { name: 'visitors', testMatch: visitorSpecs.filter((spec) => !left.includes(spec)), dependencies: ['setup'], workers },
    { name: 'editors', testMatch: editorSpecs.filter((spec) => !left.includes(spec)), dependencies: ['visitors'], workers: 1 },
    { name: 'staff', testIgnore: [...visitorSpecs, ...editorSpecs, ...left], dependencies: ['visitors'], workers: 1 },
  ]
}
