/** What the trust points block shows, for the editor who places it (it has nothing to fill in). */
export function TrustPointsNote() {
  return (
    <p className="field-description">
      Note Google, certification RGE, garantie décennale et délai de réponse : la note, le nombre d’avis et les années d’expérience viennent
      des réglages du site.
    </p>
  )
}
