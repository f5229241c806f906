/** Enough pixels for a 412 px wide phone at 1.75 device pixels per CSS pixel (Lighthouse's phone). */
export const phoneMaxWidth = 750
/** More compressed than the default 75: on a phone screen the difference does not show, the bytes do (next.config's images.qualities). */
export const phoneQuality = 50
