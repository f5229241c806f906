'use client'

import { ChevronLeft } from '@/components/icons/ChevronLeft'
import { ChevronRight } from '@/components/icons/ChevronRight'
import { X } from '@/components/icons/X'
import { useCallback, useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import type { Photo } from '@/data/media'
import { pictureProps } from '@/components/ui/pictureProps'
import { wrapIndex } from '@/rules/wrapIndex'

/** The mark of the history entry the viewer adds, so that the browser's Back closes it rather than leave the page. */
const VIEWER_ENTRY = 'photoViewer'

const isViewerEntry = (state: unknown) => typeof state === 'object' && state !== null && VIEWER_ENTRY in state

/** Tab and Shift+Tab go round the viewer's own buttons: a modal dialog keeps the focus in it. */
function keepFocusIn(dialog: HTMLElement | null, event: KeyboardEvent) {
  const buttons = [...(dialog?.querySelectorAll<HTMLElement>('button') ?? [])]
  const first = buttons[0]
  const last = buttons.at(-1)
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || !dialog?.contains(active))) last.focus()
  else if (!event.shiftKey && (active === last || !dialog?.contains(active))) first.focus()
  else return
  event.preventDefault()
}

/**
 * Full-screen photo viewer: close button, Escape and the browser's Back close it; previous/next buttons and
 * the arrow keys move through the photos, wrapping at both ends; 'n / total' tells where one is; Tab stays in
 * it; the page behind does not scroll while it is open.
 */
export function PhotoViewer({
  photos,
  index,
  onIndexChange,
  onClose,
  label,
}: {
  photos: Photo[]
  index: number
  onIndexChange: (index: number) => void
  onClose: () => void
  label: string
}) {
  const total = photos.length
  const closeRef = useRef<HTMLButtonElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const photo = photos[index]

  // Open, the viewer is a step of the visitor's history: Back closes it and stays on the page. Next's own
  // state is kept in the entry, so its router sees the same page.
  useEffect(() => {
    if (!isViewerEntry(window.history.state)) window.history.pushState({ ...window.history.state, [VIEWER_ENTRY]: true }, '')
    const onBack = () => {
      if (!isViewerEntry(window.history.state)) onClose()
    }
    window.addEventListener('popstate', onBack)
    return () => window.removeEventListener('popstate', onBack)
  }, [onClose])

  // Closed by its button or Escape: its history step goes too, which closes it (above).
  const close = useCallback(() => {
    if (isViewerEntry(window.history.state)) window.history.back()
    else onClose()
  }, [onClose])

  useEffect(() => {
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    const previousFocus = document.activeElement as HTMLElement | null
    closeRef.current?.focus()
    return () => {
      document.body.style.overflow = overflow
      previousFocus?.focus()
    }
  }, [])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
      else if (event.key === 'Tab') return keepFocusIn(dialogRef.current, event)
      else if (event.key === 'ArrowRight') onIndexChange(wrapIndex(index, 1, total))
      else if (event.key === 'ArrowLeft') onIndexChange(wrapIndex(index, -1, total))
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [index, total, close, onIndexChange])

  if (!photo) return null
  // Drawn at the end of the body: a part of the page not yet drawn (DeferredRender) contains what it holds,
  // a full-screen viewer included.
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={label}
      data-testid="photo-viewer"
      ref={dialogRef}
      className="fixed inset-0 z-[60] flex flex-col bg-black/95 text-white"
      onClick={(event) => {
        if (event.target === event.currentTarget) close()
      }}
    >
      <div className="flex items-center justify-between px-4 py-3">
        <p className="text-sm font-semibold tabular-nums" data-testid="viewer-counter" aria-live="polite">
          {index + 1} / {total}
        </p>
        <button
          ref={closeRef}
          type="button"
          onClick={close}
          className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
          aria-label="Fermer la visionneuse"
        >
          <X aria-hidden className="h-6 w-6" />
        </button>
      </div>
      <div className="relative flex-1">
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the files made at upload; alt is among the props */}
        <img key={photo.src} {...pictureProps(photo, { sizes: '100vw', fill: true, loading: 'eager', className: 'object-contain' })} />
      </div>
      <p className="px-4 py-2 text-center text-sm text-slate-300">{photo.alt}</p>
      <div className="flex items-center justify-center gap-4 pb-5">
        <button
          type="button"
          onClick={() => onIndexChange(wrapIndex(index, -1, total))}
          className="flex h-12 w-12 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
          aria-label="Photo précédente"
        >
          <ChevronLeft aria-hidden className="h-6 w-6" />
        </button>
        <button
          type="button"
          onClick={() => onIndexChange(wrapIndex(index, 1, total))}
          className="flex h-12 w-12 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
          aria-label="Photo suivante"
        >
          <ChevronRight aria-hidden className="h-6 w-6" />
        </button>
      </div>
    </div>,
    document.body,
  )
}
