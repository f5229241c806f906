import { ServerImage } from '@/components/ui/ServerImage'
import type { Photo } from '@/data/media'

/** The hero's picture of finished work, with an optional figure and its caption over its lower edge. */
export function HeroPicture({ photo, badge }: { photo: Photo; badge?: { value: string; lines: string[] } }) {
  const picture = (
    <div className="relative aspect-[4/3] overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/20">
      <ServerImage photo={photo} fill preload fetchPriority="high" sizes="(min-width: 1024px) 560px, 100vw" className="object-cover" />
    </div>
  )
  if (!badge) return picture
  return (
    <div className="relative">
      {picture}
      <div className="absolute -bottom-5 left-4 flex items-center gap-3 rounded-xl bg-white px-4 py-3 text-brand-900 shadow-xl sm:left-6">
        <span className="text-2xl font-extrabold text-accent-600">{badge.value}</span>
        <span className="text-sm leading-tight font-medium">
          {badge.lines.map((line, index) => (
            <span key={index}>
              {index > 0 && <br />}
              {line}
            </span>
          ))}
        </span>
      </div>
    </div>
  )
}
