import type { AudienceEventKind } from '@/audience/rules/audienceEvents'
import type { FormOrigin } from '@/rules/formOrigins'
import { referrerHost } from '../rules/referrerHost'

/** Where the page sends its events: counted by the server, never kept one by one (src/audience). */
const AUDIENCE_ENDPOINT = '/api/audience'

/**
 * The visitor's own choice not to be counted, kept in this browser when they make it (a preference, not an identifier:
 * nothing is written until they ask).
 */
const OPT_OUT_KEY = 'mesure-audience-refusee'

type Browser = Pick<Window, 'location' | 'document' | 'localStorage'> & { navigator: Navigator & { globalPrivacyControl?: boolean } }

/** Whether this browser declines measurement: Global Privacy Control, Do Not Track, or the visitor's own choice. */
export function measurementDeclined(browser: Browser = window): boolean {
  if (browser.navigator.globalPrivacyControl === true || browser.navigator.doNotTrack === '1') return true
  try {
    return browser.localStorage.getItem(OPT_OUT_KEY) === '1'
  } catch {
    return false
  }
}

/** The visitor's choice from the privacy dialog: not to be counted (true), or counted again. */
export function declineMeasurement(declined: boolean, storage: Pick<Storage, 'setItem' | 'removeItem'> = window.localStorage) {
  if (declined) storage.setItem(OPT_OUT_KEY, '1')
  else storage.removeItem(OPT_OUT_KEY)
}

/** The page's context, read from its own address and referrer each time: nothing is kept from one page to the next. */
function pageContext(browser: Browser, address: URL) {
  const param = (name: string) => address.searchParams.get(name) || undefined
  return {
    path: address.pathname,
    utmSource: param('utm_source'),
    utmMedium: param('utm_medium'),
    utmCampaign: param('utm_campaign'),
    referrerHost: referrerHost(browser.document.referrer),
  }
}

/**
 * One event of this page (a view, a form's step…), sent without delaying anything, with no cookie; `address` is the page's
 * when the app navigates to it (its address not yet the window's).
 */
export function sendAudienceEvent(
  { kind, form, step, address }: { kind: AudienceEventKind; form?: FormOrigin; step?: number; address?: string },
  browser: Browser = window,
) {
  if (measurementDeclined(browser)) return
  const body = JSON.stringify({
    ...pageContext(browser, new URL(address ?? browser.location.href, browser.location.href)),
    kind,
    form,
    step,
  })
  if (browser.navigator.sendBeacon?.(AUDIENCE_ENDPOINT, new Blob([body], { type: 'application/json' }))) return
  void fetch(AUDIENCE_ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined)
}
