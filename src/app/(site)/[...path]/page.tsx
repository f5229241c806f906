import { notFound } from 'next/navigation'

/** Any path that no other route answers renders the site's 404 page, inside the site layout. */
export const dynamicParams = true

export function generateStaticParams() {
  return []
}

export default function UnknownPath() {
  notFound()
}
