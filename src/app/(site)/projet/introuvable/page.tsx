import type { Metadata } from 'next'
import { ProjectNotFound, projectNotFoundTitle } from '@/components/notFound/ProjectNotFound'

export const metadata: Metadata = { title: projectNotFoundTitle, robots: { index: false } }

/**
 * The project 404 page, prerendered: the app's server (scripts/serve.ts) answers an unknown project's address
 * with it and a 404, its content in the HTML itself. Next's own 404 of the dynamic project route comes with an
 * empty body that only scripts draw.
 */
export default function ProjectNotFoundPage() {
  return <ProjectNotFound />
}
