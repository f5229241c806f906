import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { sitePath } from '@/http/sitePath'
import { STAFF_PREVIEW_COOKIE } from '@/http/staffPreview'

/** Leaves the preview: this browser sees the published site again, on the page it was on (a path of this site, else the home page). */
export async function GET(request: NextRequest) {
  const path = sitePath(request.nextUrl.searchParams.get('chemin') ?? '/')
  ;(await draftMode()).disable()
  ;(await cookies()).delete(STAFF_PREVIEW_COOKIE)
  redirect(path ?? '/')
}
