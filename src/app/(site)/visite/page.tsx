import type { Metadata } from 'next'
import { Suspense } from 'react'
import { VisitBooking } from '@/appointments/ui/VisitBooking'
import { pageMetadata } from '@/components/seo/pageMetadata'
import { getSiteSettings } from '@/data/content'

export const metadata: Metadata = pageMetadata('/visite', {
  title: 'Votre visite technique gratuite',
  robots: { index: false },
})

export default async function VisitPage() {
  const { phone } = await getSiteSettings()
  return (
    <Suspense>
      <VisitBooking phone={phone} />
    </Suspense>
  )
}
