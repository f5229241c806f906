/** The PostgreSQL channel on which a committed change names the cache tags it clears (payload: a JSON array). */
export const CACHE_TAGS_CHANNEL = 'cache_tags'
