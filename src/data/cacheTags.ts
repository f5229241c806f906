/** Cache tag of the cached site-settings read, cleared when an editor saves the settings. */
export const siteSettingsTag = 'site-settings'
