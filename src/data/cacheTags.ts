/** Cache tag of the cached site-settings read, cleared when an editor saves the settings. */
export const siteSettingsTag = 'site-settings'

/** Cache tag of the cached project reads (the known slugs and each project), cleared when an editor saves or deletes a project. */
export const projectsTag = 'projects'
