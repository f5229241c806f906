import { CallbackThanks } from '@/components/forms/CallbackThanks'
import { ThankYou } from '@/components/forms/ThankYou'
import { getSiteSettings } from '@/data/content'
import type { ThankYouBlock } from '@/payload-types'

export async function ThankYouBlockComponent({ block }: { block: ThankYouBlock }) {
  const site = await getSiteSettings()
  if (block.variant === 'callback') return <CallbackThanks title={block.title} intro={block.intro} phone={site.phone} />
  return (
    <ThankYou
      title={block.title}
      intro={block.intro}
      steps={block.steps ?? undefined}
      phone={site.phone}
      email={site.email}
      hours={`Par téléphone : ${site.hours}`}
    />
  )
}
