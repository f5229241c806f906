import { Container } from '@/components/ui/Container'
import type { FormHeroBlock } from '@/payload-types'
import { PlacedForm } from '../Form/PlacedForm'
import { filledFigures, getSettingsValues } from '../shared/settingsValues'

/**
 * The top of a landing page: dark brand band with the page's only h1 and its key figures, beside a white card
 * that holds a form to fill in at once, under its own heading (links to the form lead to formulaire-<anchor>).
 */
export async function FormHeroBlockComponent({ block }: { block: FormHeroBlock }) {
  const anchor = block.anchor ?? undefined
  // A figure may name a site setting ({projets}): read at render so a settings change shows here.
  const figures = filledFigures(block.figures, await getSettingsValues())
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_26rem] lg:items-start lg:py-20">
        <div>
          {block.eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{block.eyebrow}</p>}
          <h1 className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">{block.title}</h1>
          {block.intro && <p className="mt-5 max-w-2xl text-base text-brand-100 sm:text-lg">{block.intro}</p>}
          {figures.length > 0 && (
            <dl className="mt-8 grid max-w-xl grid-cols-2 gap-4">
              {figures.map((figure) => (
                <div
                  key={figure.label}
                  className="flex flex-col rounded-xl bg-white/5 p-4 ring-1 ring-white/10"
                  data-testid={anchor && `${anchor}-stat`}
                >
                  <dt className="text-sm text-brand-100">{figure.label}</dt>
                  <dd className="order-first text-2xl font-extrabold">{figure.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        <div className="rounded-2xl bg-white p-6 text-slate-800 shadow-2xl" data-testid={anchor && `${anchor}-form-container`}>
          {block.formTitle && <h2 className="text-xl font-bold text-brand-900">{block.formTitle}</h2>}
          {block.formIntro && <p className="mt-1 text-sm text-slate-600">{block.formIntro}</p>}
          <div id={anchor && `formulaire-${anchor}`} className="mt-4 scroll-mt-24">
            <PlacedForm form={block.form} />
          </div>
        </div>
      </Container>
    </section>
  )
}
