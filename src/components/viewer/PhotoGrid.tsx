import clsx from 'clsx'
import { Expand } from '@/components/icons/Expand'
import type { Photo } from '@/data/media'
import { ServerImage } from '../ui/ServerImage'
import { PhotoGridOpener } from './PhotoGridOpener'

/**
 * Thumbnails that open the full-screen viewer on the photo clicked. The thumbnails are drawn on the
 * server; the page's script only listens for the click and loads the viewer then.
 */
export function PhotoGrid({ photos, label, columns = 2 }: { photos: Photo[]; label: string; columns?: 2 | 4 }) {
  return (
    <PhotoGridOpener photos={photos} label={label}>
      <ul className={clsx('grid grid-cols-2 gap-3', columns === 4 && 'sm:grid-cols-4')} data-testid="photo-grid">
        {photos.map((photo, index) => (
          <li key={photo.src}>
            <button
              type="button"
              data-photo-index={index}
              className="group relative block aspect-[4/3] w-full overflow-hidden rounded-xl bg-slate-100"
              aria-label={`Agrandir la photo ${index + 1} sur ${photos.length} : ${photo.alt}`}
            >
              <ServerImage
                photo={photo}
                alt=""
                fill
                sizes={columns === 4 ? '(min-width: 1024px) 180px, (min-width: 640px) 25vw, 50vw' : '(min-width: 1024px) 360px, 50vw'}
                className="object-cover transition duration-300 group-hover:scale-105"
              />
              <span className="absolute right-2 bottom-2 flex h-8 w-8 items-center justify-center rounded-full bg-black/60 text-white opacity-90">
                <Expand aria-hidden className="h-4 w-4" />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </PhotoGridOpener>
  )
}
