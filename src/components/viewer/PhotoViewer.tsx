'use client'

import { ChevronLeft } from '@/components/icons/ChevronLeft'
import { ChevronRight } from '@/components/icons/ChevronRight'
import { X } from '@/components/icons/X'
import Image from 'next/image'
import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import type { Photo } from '@/data/media'
import { wrapIndex } from '@/rules/wrapIndex'

/**
 * Full-screen photo viewer: close button and Escape close it; previous/next buttons and the arrow keys
 * move through the photos, wrapping at both ends; 'n / total' tells where one is; the page behind
 * does not scroll while it is open.
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
  const photo = photos[index]

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
      if (event.key === 'Escape') onClose()
      else if (event.key === 'ArrowRight') onIndexChange(wrapIndex(index, 1, total))
      else if (event.key === 'ArrowLeft') onIndexChange(wrapIndex(index, -1, total))
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [index, total, onClose, onIndexChange])

  if (!photo) return null
  // Drawn at the end of the body: a part of the page not yet drawn (DeferredRender) contains what it holds,
  // a full-screen viewer included.
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={label}
      data-testid="photo-viewer"
      className="fixed inset-0 z-[60] flex flex-col bg-black/95 text-white"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className="flex items-center justify-between px-4 py-3">
        <p className="text-sm font-semibold tabular-nums" data-testid="viewer-counter" aria-live="polite">
          {index + 1} / {total}
        </p>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
          aria-label="Fermer la visionneuse"
        >
          <X aria-hidden className="h-6 w-6" />
        </button>
      </div>
      <div className="relative flex-1">
        <Image key={photo.src} src={photo.src} alt={photo.alt} fill sizes="100vw" className="object-contain" />
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
