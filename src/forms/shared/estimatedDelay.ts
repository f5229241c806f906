/**
 * Works duration, shown by the feasibility and the space optimisation results: an extension needs building
 * permits and structure, hence months instead of weeks; any other project takes the company's works duration
 * (site settings), the one every page gives.
 */
export function estimatedDelay(projectType: string, worksDuration: string): string {
  return projectType === 'Extension de maison' ? '2 à 4 mois' : worksDuration
}
