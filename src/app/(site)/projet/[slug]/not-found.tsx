import { ProjectNotFound } from '@/components/notFound/ProjectNotFound'

/**
 * An unknown slug that reached the route (the development server; an instance whose list of projects is
 * a second old). The app's server answers the others with the prerendered page (../introuvable): Next draws
 * this one in the browser only.
 */
export default function ProjectRouteNotFound() {
  return <ProjectNotFound />
}
