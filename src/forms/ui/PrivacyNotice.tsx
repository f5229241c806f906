/** Who processes the answers, why, for how long, and the visitor's rights (shown under every form). */
export function PrivacyNotice() {
  return (
    <p className="text-xs leading-relaxed text-slate-500">
      Vos réponses sont traitées par Combles &amp; Extensions du Nord pour étudier votre projet et vous recontacter, et, si vous l’avez
      accepté, pour vous envoyer nos actualités. Elles sont conservées trois ans après notre dernier échange. Vous pouvez y accéder ou
      demander leur effacement depuis la page{' '}
      <a href="/contact" className="font-medium text-brand-700 underline underline-offset-2">
        Contact
      </a>
      . En savoir plus{'\u00a0'}:{' '}
      <a href="/politique-de-confidentialite" className="font-medium text-brand-700 underline underline-offset-2">
        politique de confidentialité
      </a>
      .
    </p>
  )
}
