import { ArrowLeft } from '@/components/icons/ArrowLeft'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { getSiteSettings } from '@/data/content'
import { HelpBlock } from './HelpBlock'

export const projectNotFoundTitle = 'Projet non trouvé'

/** An unknown project's page: its title, why, the way back to the projects, the visitor's own project, and the help block. */
export async function ProjectNotFound() {
  const { phone, email } = await getSiteSettings()
  return (
    <Container className="py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{projectNotFoundTitle}</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">Le projet demandé n&apos;existe pas ou a été supprimé.</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink href="/plans-et-inspirations" variant="secondary">
          <ArrowLeft aria-hidden className="h-4 w-4" /> Retour aux réalisations
        </ButtonLink>
        <ButtonLink href="/etude-gratuite" icon="arrow">
          Étudier mon projet gratuitement
        </ButtonLink>
      </div>
      <HelpBlock phone={phone} email={email} />
    </Container>
  )
}
