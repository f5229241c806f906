/** Tells an editor in a preview that this is the draft, with the way back to the published page at `path`. */
export function PreviewBanner({ path }: { path: string }) {
  return (
    <p role="status" className="bg-accent-100 px-4 py-2 text-center text-sm text-brand-900">
      Aperçu du brouillon : les visiteurs voient la version publiée.{' '}
      <a href={`/apercu/fin?${new URLSearchParams({ chemin: path })}`} className="font-semibold underline">
        Quitter l’aperçu
      </a>
    </p>
  )
}
