/** Collection and global slugs, shared by config, seed, pages and tests. */
export const slugs = {
  users: 'users',
  media: 'media',
  projects: 'projects',
  testimonials: 'testimonials',
  videos: 'videos',
  timelineEntries: 'timeline-entries',
  pages: 'pages',
  leads: 'leads',
  leadNotes: 'lead-notes',
  leadActivities: 'lead-activities',
  leadChanges: 'lead-changes',
  leadAssignment: 'lead-assignment',
  rateLimits: 'rate-limits',
  redirects: 'redirects',
  siteSettings: 'site-settings',
  navigation: 'navigation',
} as const
