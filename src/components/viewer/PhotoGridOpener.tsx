'use client'

import { lazy, Suspense, useCallback, useState, type MouseEvent, type ReactNode } from 'react'
import type { Photo } from '@/data/media'

// The viewer's code is fetched when a photo is first opened, not with the page; React's own lazy, so the
// page carries no next/dynamic loader either (the viewer is never drawn on the server: it opens on a click).
const PhotoViewer = lazy(() => import('./PhotoViewer').then((m) => ({ default: m.PhotoViewer })))

/**
 * Opens the viewer on the photo whose button was pressed (mouse, Enter or Space: a button's
 * activation is a click). The buttons are the server's markup, marked with `data-photo-index`.
 */
export function PhotoGridOpener({ photos, label, children }: { photos: Photo[]; label: string; children: ReactNode }) {
  const [open, setOpen] = useState<number | null>(null)
  const close = useCallback(() => setOpen(null), [])
  const openPressed = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-photo-index]')
    if (button) setOpen(Number(button.dataset.photoIndex))
  }
  return (
    // Clicks bubble up from the thumbnails' own buttons, which carry the role and the keyboard.
    <div onClick={openPressed}>
      {children}
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} index={open} onIndexChange={setOpen} onClose={close} label={label} />
        </Suspense>
      )}
    </div>
  )
}
