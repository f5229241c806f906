import type { Metadata } from 'next'
import { ProjectNotFound, projectNotFoundTitle } from '@/components/notFound/ProjectNotFound'

export const metadata: Metadata = { title: projectNotFoundTitle, robots: { index: false } }

/**
 * The project 404 page, prerendered: the address gate (src/proxy.ts) answers an unknown project's address with
 * its document and a 404, its content in the HTML itself. Next's own 404 of a page calling notFound() comes
 * with an empty body that only scripts draw (only an unmatched address gets the site's 404 markup).
 */
export default function ProjectNotFoundPage() {
  return <ProjectNotFound />
}
