import { CirclePlay } from '@/components/icons/CirclePlay'
import { getSiteSettings, getVideos } from '@/data/content'
import type { VideosBlock } from '@/payload-types'
import { SectionBlock } from '../shared/SectionBlock'
import { VideoTestimonialsChunk } from './VideoTestimonialsChunk'

export async function VideosBlockComponent({ block }: { block: VideosBlock }) {
  const [allVideos, site] = await Promise.all([getVideos(), getSiteSettings()])
  const videos = allVideos.slice(0, block.count)
  if (!videos.length) return null
  const single = videos.length === 1
  return (
    <SectionBlock section={block}>
      <div className={single ? 'mx-auto max-w-3xl' : undefined}>
        <VideoTestimonialsChunk videos={videos} single={single} />
      </div>
      {block.channelLinkLabel && site.videoChannelUrl && (
        <p className="mt-8 text-center">
          <a
            href={site.videoChannelUrl}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
            rel="noopener"
          >
            <CirclePlay aria-hidden className="h-5 w-5" /> {block.channelLinkLabel}
          </a>
        </p>
      )}
    </SectionBlock>
  )
}
