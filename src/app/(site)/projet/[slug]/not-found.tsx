import { ProjectNotFound } from '@/components/notFound/ProjectNotFound'

/**
 * An unknown slug that reached the route: while an instance's list of addresses misses a change whose
 * announcement was lost (up to a second), or cannot be read. The address gate (src/proxy.ts) answers the
 * others with the prerendered page (../introuvable): Next draws this one in the browser only.
 */
export default function ProjectRouteNotFound() {
  return <ProjectNotFound />
}
