import { isServerKey, serverKey } from '@/config/serverKey'

/**
 * The cookie /apercu gives signed-in staff beside Next's draft mode, so that the address gate (src/proxy.ts)
 * lets a draft's address through to its route: Next's proxy cannot check its own preview cookie (it has no
 * preview id outside the edge runtime), and a forged one would make Next render and keep the address.
 */
export const STAFF_PREVIEW_COOKIE = 'combles-apercu'

const PURPOSE = 'staff-preview'

export const staffPreviewKey = (): string => serverKey(PURPOSE)

export const isStaffPreview = (cookieValue: string | undefined): boolean => isServerKey(PURPOSE, cookieValue)
