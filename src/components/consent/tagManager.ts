/** The window Google Tag Manager runs in: its data layer, and the document its script is added to. */
export type TagManagerHost = {
  dataLayer?: unknown[]
  document: Pick<Document, 'getElementById' | 'createElement' | 'head'>
}

export const TAG_MANAGER_SCRIPT_ID = 'gtm'

/**
 * Starts Google Tag Manager as its own snippet does (data layer, start event, async script), once per page:
 * called only after the visitor accepted, so nothing of it exists before.
 */
export function startTagManager(containerId: string, host: TagManagerHost, now = Date.now()) {
  if (host.document.getElementById(TAG_MANAGER_SCRIPT_ID)) return
  host.dataLayer = host.dataLayer ?? []
  host.dataLayer.push({ 'gtm.start': now, event: 'gtm.js' })
  const script = host.document.createElement('script')
  script.id = TAG_MANAGER_SCRIPT_ID
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`
  host.document.head.appendChild(script)
}
