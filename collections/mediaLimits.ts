/** The largest file an editor may upload, in megabytes (Payload refuses more with uploadLimits' French message). */
export const MEDIA_MAX_MEGABYTES = 40

/** The longest side, in pixels, an uploaded photo is stored at. */
export const MEDIA_MAX_SIDE = 2560

/** Payload's multipart limits: the size above, refused with a message an editor can act on. */
export const uploadLimits = {
  limits: { fileSize: MEDIA_MAX_MEGABYTES * 1024 * 1024 },
  abortOnLimit: true,
  responseOnLimit: `Ce fichier dépasse ${MEDIA_MAX_MEGABYTES} Mo : enregistrez la photo en JPEG de qualité moyenne, ou réduisez-la, puis déposez-la de nouveau.`,
}
