import { ArrowRight, Lightbulb, Ruler, Sparkles, TrendingUp } from 'lucide-react'
import type { Metadata } from 'next'
import { FormPageHero } from '@/components/forms/FormPageHero'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { BenefitCards } from '@/components/blocks/BenefitCards'
import { pageMetadata } from '@/components/seo/pageMetadata'

export const metadata: Metadata = pageMetadata('/optimisation-espace', {
  title: 'Optimisation de l’espace',
  description: 'Combien de mètres carrés pouvez-vous gagner ? Analyse gratuite de votre espace : surface, pièces, plus-value et délai.',
})

const benefits = [
  { icon: Ruler, title: 'Des m² en plus', text: 'Nous repérons la surface exploitable sous vos toits ou autour de votre maison.' },
  { icon: Lightbulb, title: 'Un plan pensé pour vous', text: 'Chambres, bureau, suite parentale : l’espace suit votre façon de vivre.' },
  { icon: TrendingUp, title: 'Jusqu’à +30 % de valeur', text: 'Chaque mètre carré habitable créé valorise votre bien.' },
  { icon: Sparkles, title: 'Gratuit et rapide', text: 'Quatre minutes de questions, une estimation immédiate, sans engagement.' },
] as const

export default function OptimisationLandingPage() {
  return (
    <>
      <FormPageHero
        eyebrow="Gratuit · 4 minutes"
        title="Optimisez chaque mètre carré de votre maison"
        intro="Dites-nous comment vous vivez aujourd’hui et ce qu’il vous manque : nous estimons la surface à gagner, la plus-value et le délai."
      >
        <div className="mt-8">
          <ButtonLink href="/optimisation-espace/form">
            Analyser mon espace <ArrowRight aria-hidden className="h-4 w-4" />
          </ButtonLink>
        </div>
      </FormPageHero>
      <Container className="py-14">
        <SectionHeading title="Ce que l’analyse vous apporte" />
        <BenefitCards benefits={benefits} />
        <div className="mt-12 text-center">
          <ButtonLink href="/optimisation-espace/form">
            Commencer maintenant <ArrowRight aria-hidden className="h-4 w-4" />
          </ButtonLink>
        </div>
      </Container>
    </>
  )
}
