import { preload } from 'react-dom'

/**
 * The floor page with a photograph as its largest paint: the home page's hero picture in the copy phones get
 * (750 px wide, WebP as the media store it at upload: public/hero.webp, written by bench/floorPage.ts),
 * preloaded with a high priority. What the framework costs a page whose largest paint is a photo.
 */
export default function FloorPhotoPage() {
  preload('/hero.webp', { as: 'image', fetchPriority: 'high' })
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Plancher du framework, avec une photo</h1>
      <p className="mt-4">Une page Next.js avec la coque du site et la photo d’accueil du site, telle que la reçoit un téléphone.</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- the bare element: the floor adds no script */}
      <img
        src="/hero.webp"
        alt="Suite parentale sous les toits"
        width={750}
        height={469}
        fetchPriority="high"
        className="mt-6 aspect-[4/3] w-full rounded-2xl object-cover"
      />
    </main>
  )
}
