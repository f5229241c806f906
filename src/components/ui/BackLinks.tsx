import { ButtonLink } from './ButtonLink'

/** The two ways on after a sending: back home, or on to the finished projects. */
export function BackLinks({ className }: { className: string }) {
  return (
    <div className={className}>
      <ButtonLink href="/">Retour à l’accueil</ButtonLink>
      <ButtonLink href="/plans-et-inspirations" variant="secondary">
        Voir nos réalisations
      </ButtonLink>
    </div>
  )
}
