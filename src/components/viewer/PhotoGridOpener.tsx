'use client'

import dynamic from 'next/dynamic'
import { useCallback, useState, type MouseEvent, type ReactNode } from 'react'
import type { Photo } from '@/data/media'

// The viewer's code is fetched when a photo is first opened, not with the page.
const PhotoViewer = dynamic(() => import('./PhotoViewer').then((m) => m.PhotoViewer), { ssr: false })

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
      {open !== null && <PhotoViewer photos={photos} index={open} onIndexChange={setOpen} onClose={close} label={label} />}
    </div>
  )
}
