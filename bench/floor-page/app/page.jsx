/** A heading and a paragraph, prerendered: what any page of the site costs at least. */
export default function FloorPage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Plancher du framework</h1>
      <p className="mt-4">Une page Next.js avec la coque du site : document en français, police du système, feuille de style de base.</p>
    </main>
  )
}
