import { renderDeferredOnLoad } from './lib/renderDeferred'

// Runs in every browser before the site's and the admin's own code: the parts of a site page its first paint
// skipped are drawn once it has loaded (renderDeferred.ts).
renderDeferredOnLoad()
