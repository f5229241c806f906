import { ContactDetails } from './ContactDetails'
import { FormCard } from '@/forms/ui/FormCard'
import { Container } from '@/components/ui/Container'
import { getSiteSettings } from '@/data/content'
import type { FormBlock } from '@/payload-types'
import { PlacedForm } from './PlacedForm'

export async function FormBlockComponent({ block }: { block: FormBlock }) {
  const anchor = block.anchor ?? undefined
  // A full-page form draws its own heading, steps and layout.
  if (block.frame === 'page') {
    return anchor ? (
      <div id={anchor} className="scroll-mt-24">
        <PlacedForm form={block.form} />
      </div>
    ) : (
      <PlacedForm form={block.form} />
    )
  }
  const card = (
    <FormCard>
      {block.title && <h2 className="mb-6 text-xl font-bold text-brand-900">{block.title}</h2>}
      <PlacedForm form={block.form} />
    </FormCard>
  )
  if (!block.contactDetails) {
    return (
      <div id={anchor} className="scroll-mt-24">
        <Container className="max-w-3xl pb-16">{card}</Container>
      </div>
    )
  }
  const site = await getSiteSettings()
  return (
    <div id={anchor} className="scroll-mt-24">
      <Container className="grid gap-10 pb-16 lg:grid-cols-[1fr_22rem]">
        {card}
        <ContactDetails phone={site.phone} email={site.email} address={site.address} hours={site.hours} agencies={site.agencies} />
      </Container>
    </div>
  )
}
