'use client'

import { Play } from '@/components/icons/Play'
import { useEffect, useRef, useState } from 'react'

export type VideoItem = { id: number; title: string; videoId: string; duration: string; thumbnail: string | null }

const fallbackImage = '/images/video-fallback.svg'

/** Six videos: the site's own thumbnail first, and a notice; YouTube's player (nocookie) is loaded only when the visitor clicks. */
export function VideoTestimonials({ videos, single = false }: { videos: VideoItem[]; single?: boolean }) {
  return (
    <ul className={single ? 'grid' : 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3'} data-testid="video-list">
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} />
        </li>
      ))}
    </ul>
  )
}

function VideoCard({ video }: { video: VideoItem }) {
  const [playing, setPlaying] = useState(false)
  const [failed, setFailed] = useState(false)
  const imageRef = useRef<HTMLImageElement>(null)
  const playerRef = useRef<HTMLIFrameElement>(null)
  // Served by the site (stored when the video was saved): nothing is asked of YouTube before a tap.
  const src = failed || !video.thumbnail ? fallbackImage : video.thumbnail

  // A thumbnail that failed before hydration fired its error event before React listened: check it.
  useEffect(() => {
    const image = imageRef.current
    if (image && image.complete && image.naturalWidth === 0) setFailed(true)
  }, [])

  // The player takes the place of the button that was pressed: the focus goes to it, not to the page's start.
  useEffect(() => {
    if (playing) playerRef.current?.focus()
  }, [playing])

  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="video-card">
      <div className="relative aspect-video bg-brand-900">
        {playing ? (
          <iframe
            ref={playerRef}
            className="absolute inset-0 h-full w-full"
            src={`https://www.youtube-nocookie.com/embed/${video.videoId}?autoplay=1&rel=0`}
            title={video.title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 h-full w-full"
            aria-label={`Lire la vidéo : ${video.title} (lecteur YouTube)`}
          >
            {/* The stored thumbnail as it is: small, and below the fold. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              ref={imageRef}
              src={src}
              alt=""
              loading="lazy"
              decoding="async"
              className="absolute inset-0 h-full w-full object-cover"
              data-testid="video-thumbnail"
              onError={() => setFailed(true)}
            />
            <span className="absolute inset-0 bg-gradient-to-t from-black/60 via-black/10 to-transparent" />
            <span className="absolute top-1/2 left-1/2 flex h-16 w-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-accent-700 text-white shadow-lg transition group-hover:scale-110">
              <Play aria-hidden className="ml-1 h-7 w-7 fill-white" />
            </span>
            <span className="absolute right-3 bottom-3 rounded bg-black/75 px-2 py-0.5 text-xs font-semibold text-white">
              {video.duration}
            </span>
          </button>
        )}
      </div>
      <figcaption className="p-4 text-sm">
        <span className="font-semibold text-brand-900">{video.title}</span>
        {/* Said before the tap: playing loads YouTube's player, which then learns of the visit. */}
        <span className="mt-1 block text-xs text-slate-600" data-testid="video-notice">
          La lecture charge le lecteur de YouTube (youtube-nocookie.com).
        </span>
      </figcaption>
    </figure>
  )
}
