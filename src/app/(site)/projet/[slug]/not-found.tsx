import { ProjectNotFound } from '@/components/notFound/ProjectNotFound'

/**
 * An unknown slug that reached the route: on the development server, or while an instance's list of
 * addresses misses a change whose announcement was lost (up to a second). The app's server answers the
 * others with the prerendered page (../introuvable): Next draws this one in the browser only.
 */
export default function ProjectRouteNotFound() {
  return <ProjectNotFound />
}
