import type { Metadata } from 'next'
import { Suspense } from 'react'
import { VisitBooking } from '@/appointments/ui/VisitBooking'
import { pageMetadata } from '@/components/seo/pageMetadata'

export const metadata: Metadata = pageMetadata('/visite', {
  title: 'Votre visite technique gratuite',
  robots: { index: false },
})

export default function VisitPage() {
  return (
    <Suspense>
      <VisitBooking />
    </Suspense>
  )
}
