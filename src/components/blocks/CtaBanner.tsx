import { Container } from '../ui/Container'
import { CtaButtons, type CtaProps } from './CtaButtons'

/** The closing call to action of a page, on the brand colour. */
export function CtaBanner({ title, intro, primary, secondary, children }: CtaProps) {
  return (
    <section className="py-14 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h2>
          {intro && <p className="mx-auto mt-4 max-w-2xl text-brand-100">{intro}</p>}
          <CtaButtons primary={primary} secondary={secondary} secondaryVariant="outline-light" className="mt-8" />
          {children}
        </div>
      </Container>
    </section>
  )
}
