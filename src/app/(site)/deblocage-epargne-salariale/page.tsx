import { ArrowRight, BadgeCheck, Banknote, Clock, FileCheck, HandCoins, Phone, ShieldCheck, Star } from 'lucide-react'
import type { Metadata } from 'next'
import { Faq } from '@/components/forms/Faq'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { Stars } from '@/components/ui/Stars'
import { telHref } from '@/rules/telHref'
import { getSiteSettings } from '@/data/content'
import { BenefitCards } from '@/components/blocks/BenefitCards'
import { pageMetadata } from '@/components/seo/pageMetadata'

export const metadata: Metadata = pageMetadata('/deblocage-epargne-salariale', {
  title: 'Déblocage de l’épargne salariale pour vos travaux',
  description:
    'Financez l’aménagement de vos combles ou votre extension avec votre PEE ou PER, sans impôt sur les plus-values. Éligibilité vérifiée sous 24-48h.',
})

const benefits = [
  {
    icon: HandCoins,
    title: 'Sans impôt sur le revenu',
    text: 'Les sommes débloquées pour votre résidence principale sont exonérées d’impôt sur le revenu.',
  },
  { icon: Banknote, title: 'Sans crédit', text: 'Vous financez tout ou partie des travaux sans emprunter, ni payer d’intérêts.' },
  { icon: Clock, title: 'Des fonds en 3 à 6 semaines', text: 'Après réception d’un dossier complet par votre gestionnaire.' },
  { icon: FileCheck, title: 'Un dossier préparé avec vous', text: 'Devis, attestations, justificatifs : nous vous guidons pas à pas.' },
] as const

const process = [
  { title: 'Vérification de l’éligibilité', text: 'Sous 24-48h, nous confirmons que votre projet ouvre droit au déblocage anticipé.' },
  { title: 'Constitution du dossier', text: 'Nous vous remettons le devis et les justificatifs demandés par votre gestionnaire.' },
  { title: 'Déblocage et travaux', text: 'Les fonds arrivent en 3 à 6 semaines après un dossier complet ; le chantier démarre.' },
] as const

const faq = [
  {
    question: 'Quels travaux permettent de débloquer mon épargne salariale ?',
    answer:
      'L’agrandissement de la résidence principale, par exemple l’aménagement de combles en surface habitable ou une extension, fait partie des cas de déblocage anticipé prévus par la loi.',
  },
  {
    question: 'Quels plans d’épargne sont concernés ?',
    answer:
      'Le plan d’épargne entreprise (PEE) et, selon les cas, le plan d’épargne retraite (PER). Nous vérifions votre situation lors de l’étude d’éligibilité.',
  },
  {
    question: 'Combien de temps faut-il pour recevoir les fonds ?',
    answer: 'Comptez 3 à 6 semaines après réception d’un dossier complet par l’organisme qui gère votre épargne.',
  },
  {
    question: 'Le déblocage est-il imposable ?',
    answer: 'Les sommes débloquées sont exonérées d’impôt sur le revenu ; seuls les prélèvements sociaux sur les gains restent dus.',
  },
] as const

const badges = ['Certifié RGE Qualibat', 'Garantie décennale', '15+ ans d’expérience', '98% de clients satisfaits'] as const

export default async function SavingsReleaseLandingPage() {
  const site = await getSiteSettings()
  const phoneHref = telHref(site.phone)
  return (
    <>
      <section className="bg-brand-900 text-white">
        <Container className="py-14 text-center sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Financement · PEE / PER</p>
          <h1 className="mx-auto mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            Financez vos combles avec votre épargne salariale
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">
            Agrandir votre résidence principale permet de débloquer votre PEE avant l’échéance. Nous vérifions votre éligibilité sous
            24-48h.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href="/deblocage-epargne-salariale/form">
              Vérifier mon éligibilité <ArrowRight aria-hidden className="h-4 w-4" />
            </ButtonLink>
            <ButtonLink href={phoneHref} variant="outline-light">
              <Phone aria-hidden className="h-4 w-4" /> {site.phone}
            </ButtonLink>
          </div>
        </Container>
      </section>

      <Container className="py-14">
        <SectionHeading eyebrow="Les avantages" title="Pourquoi utiliser votre épargne salariale ?" />
        <BenefitCards benefits={benefits} />
      </Container>

      <section className="bg-brand-50">
        <Container className="py-14">
          <SectionHeading eyebrow="Comment ça marche" title="Trois étapes jusqu’au déblocage" />
          <ol className="mt-10 grid gap-5 md:grid-cols-3">
            {process.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
                <span aria-hidden className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-brand-900">{step.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <Container className="py-14">
        <figure className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <Stars rating={5} size={20} />
          <blockquote className="mt-4 text-lg text-slate-700">
            « Je ne savais pas que mon PEE pouvait financer nos combles. L’équipe a préparé tout le dossier : les fonds sont arrivés en cinq
            semaines et notre suite parentale était prête avant l’été. »
          </blockquote>
          <figcaption className="mt-4 text-sm font-semibold text-brand-900">Nathalie V., aménagement de combles à Amiens (80)</figcaption>
        </figure>
      </Container>

      <section className="bg-slate-50">
        <Container className="max-w-3xl py-14">
          <SectionHeading eyebrow="Questions fréquentes" title="Tout savoir sur le déblocage" />
          <div className="mt-8">
            <Faq name="faq-deblocage" items={faq} />
          </div>
        </Container>
      </section>

      <Container className="py-14">
        <div className="rounded-2xl bg-accent-50 p-8 text-center">
          <h2 className="text-2xl font-bold text-brand-900">Une question sur votre situation ?</h2>
          <p className="mt-2 text-slate-600">Un conseiller vous répond {site.hours.charAt(0).toLowerCase() + site.hours.slice(1)}.</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={phoneHref}>
              <Phone aria-hidden className="h-4 w-4" /> Appeler le {site.phone}
            </ButtonLink>
            <ButtonLink href="/deblocage-epargne-salariale/form" variant="secondary">
              Vérifier mon éligibilité
            </ButtonLink>
          </div>
        </div>
        <ul className="mt-10 flex flex-wrap justify-center gap-3" aria-label="Nos garanties">
          {badges.map((badge, index) => (
            <li
              key={badge}
              className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-semibold text-slate-700"
            >
              {index === 0 ? (
                <BadgeCheck aria-hidden className="h-4 w-4 text-brand-600" />
              ) : index === 3 ? (
                <Star aria-hidden className="h-4 w-4 text-amber-500" />
              ) : (
                <ShieldCheck aria-hidden className="h-4 w-4 text-brand-600" />
              )}
              {badge}
            </li>
          ))}
        </ul>
      </Container>
    </>
  )
}
