import { Award } from '@/components/icons/Award'
import { Building2 } from '@/components/icons/Building2'
import { Hammer } from '@/components/icons/Hammer'
import { House } from '@/components/icons/House'
import { Lightbulb } from '@/components/icons/Lightbulb'
import { Map } from '@/components/icons/Map'
import { Star } from '@/components/icons/Star'
import { TrendingUp } from '@/components/icons/TrendingUp'
import { Truck } from '@/components/icons/Truck'
import type { IconComponent } from '@/components/icons/strokeIcon'
import { PhotoGrid } from '@/components/viewer/PhotoGrid'
import { getTimeline } from '@/data/content'
import { photosOf } from '@/data/media'
import type { TimelineBlock } from '@/payload-types'
import { timelineTypeLabels, type TimelineIcon, type TimelineType } from '@/rules/timeline'
import { SectionBlock } from '../shared/SectionBlock'

const icons: Record<TimelineIcon, IconComponent> = {
  hammer: Hammer,
  building: Building2,
  lightbulb: Lightbulb,
  'trending-up': TrendingUp,
  map: Map,
  award: Award,
  home: House,
  truck: Truck,
  star: Star,
}

const typeColours: Record<TimelineType, string> = {
  origin: 'bg-amber-100 text-amber-900',
  foundation: 'bg-brand-100 text-brand-800',
  innovation: 'bg-sky-100 text-sky-900',
  development: 'bg-emerald-100 text-emerald-900',
  expansion: 'bg-violet-100 text-violet-900',
  breakthrough: 'bg-rose-100 text-rose-900',
  showcase: 'bg-accent-100 text-accent-800',
  logistics: 'bg-slate-200 text-slate-800',
  recognition: 'bg-yellow-100 text-yellow-900',
}

/** The company's history from the CMS: one card per entry, coloured by type; an entry with photos opens the viewer. */
export async function TimelineBlockComponent({ block }: { block: TimelineBlock }) {
  const entries = await getTimeline()
  if (!entries.length) return null
  return (
    <SectionBlock section={block}>
      <ol
        className="relative space-y-6 before:absolute before:top-2 before:bottom-2 before:left-5 before:w-0.5 before:bg-brand-200 md:before:left-1/2"
        data-testid="timeline"
      >
        {entries.map((entry, index) => {
          const Icon = icons[entry.icon]
          const photos = photosOf(entry.gallery)
          return (
            <li
              key={entry.id}
              className={`relative pl-14 md:w-1/2 md:pl-0 ${index % 2 === 0 ? 'md:pr-10' : 'md:ml-auto md:pl-10'}`}
              data-type={entry.type}
            >
              <span
                className={`absolute top-4 left-0 flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-white ring-4 ring-white ${index % 2 === 0 ? 'md:right-0 md:left-auto md:translate-x-1/2' : 'md:-translate-x-1/2'}`}
                aria-hidden
              >
                <Icon className="h-5 w-5" />
              </span>
              <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex flex-wrap items-center gap-3">
                  <p className="text-2xl font-extrabold text-accent-600">{entry.year}</p>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${typeColours[entry.type]}`}>
                    {timelineTypeLabels[entry.type]}
                  </span>
                </div>
                <h3 className="mt-2 text-lg font-semibold text-brand-900">{entry.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{entry.description}</p>
                {entry.details && entry.details.length > 0 && (
                  <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-brand-500">
                    {entry.details.map((detail) => (
                      <li key={detail.id ?? detail.text}>{detail.text}</li>
                    ))}
                  </ul>
                )}
                {photos.length > 0 && (
                  <div className="mt-4">
                    <PhotoGrid photos={photos} label={`${entry.year} – ${entry.title} : photos`} columns={2} />
                  </div>
                )}
              </article>
            </li>
          )
        })}
      </ol>
    </SectionBlock>
  )
}
