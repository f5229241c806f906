'use client'

import { useLivePreviewContext } from '@payloadcms/ui'
import { useEffect } from 'react'

/** Room kept on each side of the device in the pane. */
const marginPx = 24

/** Draws the pane's content at `scale`, its layout widened to match, so that the drawn width stays the pane's. */
function drawAt(main: HTMLElement, scale: number) {
  const style = main.style
  if (scale >= 1) {
    for (const property of ['transform', 'transform-origin', 'width', 'height'] as const) style.removeProperty(property)
    return
  }
  style.transformOrigin = '0 0'
  style.transform = `scale(${scale})`
  style.width = `${100 / scale}%`
  style.height = `${100 / scale}%`
}

/**
 * The live preview's device sizes (390 and 1440 px) fit their pane: Payload draws a device at its full width
 * (its zoom changes the page's width, not the device's), so the 1440 px one was cut on a laptop. When the
 * chosen device is wider than the pane, the pane's content is drawn smaller, the page inside keeping its
 * width (1440 px stays 1440 px for the page's own layout); it follows the pane's width as it changes.
 */
export function FitLivePreview() {
  const { breakpoint, breakpoints, isLivePreviewing, previewWindowType } = useLivePreviewContext()
  useEffect(() => {
    if (!isLivePreviewing || previewWindowType !== 'iframe') return
    const width = breakpoints?.find((each) => each.name === breakpoint)?.width
    let observer: ResizeObserver | undefined
    let main: HTMLElement | null = null
    // The pane is drawn with the preview: wait for it when the preview has just opened.
    let frame = requestAnimationFrame(function watch() {
      main = document.querySelector<HTMLElement>('.live-preview-window__main')
      const pane = main?.parentElement
      if (!main || !pane) {
        frame = requestAnimationFrame(watch)
        return
      }
      const fit = () => main && drawAt(main, typeof width === 'number' ? Math.min(1, (pane.clientWidth - 2 * marginPx) / width) : 1)
      fit()
      observer = new ResizeObserver(fit)
      observer.observe(pane)
    })
    return () => {
      cancelAnimationFrame(frame)
      observer?.disconnect()
      if (main) drawAt(main, 1)
    }
  }, [breakpoint, breakpoints, isLivePreviewing, previewWindowType])
  return null
}
