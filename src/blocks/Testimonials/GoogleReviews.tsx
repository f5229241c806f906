import { Stars } from '@/components/ui/Stars'

/** The Google reviews summary across the three agencies. */
export function GoogleReviews({ rating, agencies }: { rating: string; agencies: { name: string }[] }) {
  const numeric = Number.parseFloat(rating.replace(',', '.'))
  return (
    <div
      className="mx-auto flex max-w-3xl flex-col items-center gap-6 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:flex-row sm:text-left"
      data-testid="google-reviews"
    >
      <svg viewBox="0 0 48 48" className="h-12 w-12 shrink-0" aria-hidden>
        <path fill="#4285F4" d="M43.6 24.5c0-1.6-.1-2.8-.4-4H24v7.6h11.2c-.2 1.9-1.5 4.7-4.3 6.6l6.6 5.1c4-3.7 6.1-9 6.1-15.3z" />
        <path
          fill="#34A853"
          d="M24 44c5.4 0 10-1.8 13.3-4.8l-6.6-5.1c-1.7 1.2-4.1 2.1-6.7 2.1-5.2 0-9.6-3.4-11.1-8.2l-6.8 5.3C9.4 39.8 16.1 44 24 44z"
        />
        <path fill="#FBBC05" d="M12.9 28c-.4-1.2-.6-2.6-.6-4s.2-2.8.6-4l-6.8-5.3C4.7 17.5 4 20.7 4 24s.8 6.5 2.1 9.3z" />
        <path
          fill="#EA4335"
          d="M24 11.8c3.8 0 6.3 1.6 7.7 3l5.6-5.5C33.9 6.2 29.4 4 24 4 16.1 4 9.4 8.2 6.1 14.7l6.8 5.3c1.5-4.8 5.9-8.2 11.1-8.2z"
        />
      </svg>
      <div className="flex-1">
        <p className="text-sm font-semibold text-slate-600">Avis Google</p>
        <p className="mt-1 flex flex-wrap items-center justify-center gap-3 sm:justify-start">
          <span className="text-3xl font-extrabold text-brand-900">{rating}</span>
          <Stars rating={Number.isFinite(numeric) ? numeric : 5} size={20} />
        </p>
        <p className="mt-1 text-sm text-slate-600">
          Note moyenne de nos {agencies.length} agences : {agencies.map((agency) => agency.name.replace('Agence ', '')).join(', ')}
        </p>
      </div>
    </div>
  )
}
