import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

/** Leaves the preview: this browser sees the published site again, on the page it was on. */
export async function GET(request: NextRequest) {
  const path = request.nextUrl.searchParams.get('chemin') ?? '/'
  ;(await draftMode()).disable()
  redirect(path.startsWith('/') && !path.startsWith('//') ? path : '/')
}
