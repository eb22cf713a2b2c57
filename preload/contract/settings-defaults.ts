// The settings' defaults that the renderer needs while it starts, without the settings schemas
// (settings.ts builds them on these): importing a module evaluates all of it.

/** Cached data older than this many days is discarded, unless the user chose otherwise. */
export const DEFAULT_CACHE_MAX_AGE_DAYS = 7;
