import { APIError } from 'payload'

/** A refused upload (anything but a raster image): a 400 whose message is written for an editor. */
export class NonRasterUploadError extends APIError {
  constructor() {
    super('Ce fichier n’est pas accepté\u00a0: déposez une image JPEG, PNG, WebP, AVIF ou GIF.', 400, null, true)
  }
}
