import { Container } from '../ui/Container'
import { CtaButtons, type CtaProps } from './CtaButtons'

/** A call to action in a light frame, for a question rather than a last push; what follows it sits below the frame. */
export function CtaPanel({ title, intro, primary, secondary, children }: CtaProps) {
  return (
    <Container className="py-14">
      <div className="rounded-2xl bg-accent-50 p-8 text-center">
        <h2 className="text-2xl font-bold text-brand-900">{title}</h2>
        {intro && <p className="mt-2 text-slate-600">{intro}</p>}
        <CtaButtons primary={primary} secondary={secondary} secondaryVariant="secondary" className="mt-6" />
      </div>
      {children}
    </Container>
  )
}
