import { House } from '@/components/icons/House'
import { Images } from '@/components/icons/Images'
import { ButtonLink } from '../ui/ButtonLink'
import { Container } from '../ui/Container'
import { HelpBlock } from './HelpBlock'

/** The 404 page's content: title, the two ways back and the help block. */
export function PageNotFound({ phone, email }: { phone: string; email: string }) {
  return (
    <Container className="py-20 text-center sm:py-28">
      <p className="text-6xl font-extrabold text-brand-600 sm:text-7xl" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">Page introuvable</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">
        La page que vous cherchez n’existe pas ou a été déplacée. Revenez à l’accueil ou parcourez nos réalisations.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink href="/">
          <House aria-hidden className="h-4 w-4" /> Retour à l’accueil
        </ButtonLink>
        <ButtonLink href="/plans-et-inspirations" variant="secondary">
          <Images aria-hidden className="h-4 w-4" /> Voir nos réalisations
        </ButtonLink>
      </div>
      <HelpBlock phone={phone} email={email} />
    </Container>
  )
}
