import { sendAudienceEvent } from './audience/client/audienceBeacon'
import { renderDeferredOnLoad } from './lib/renderDeferred'

/** The site's pages are measured (without cookie, src/audience); the admin's are not. */
const isSitePage = (path: string) => !path.startsWith('/admin') && !path.startsWith('/api')

// Runs in every browser before the site's and the admin's own code: the parts of a site page its first paint
// skipped are drawn once it has loaded (renderDeferred.ts).
renderDeferredOnLoad()

// Every page of the site counts one view: this one, then each other page the app's own navigation reaches (Back to
// a wizard's step or out of the photo viewer stays on the page: no view).
let counted = window.location.pathname
if (isSitePage(counted)) sendAudienceEvent({ kind: 'view' })

export function onRouterTransitionStart(url: string) {
  const path = new URL(url, window.location.href).pathname
  if (path === counted) return
  counted = path
  if (isSitePage(path)) sendAudienceEvent({ kind: 'view', address: url })
}
