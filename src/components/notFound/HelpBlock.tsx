import { ContactLinks } from '../ui/ContactLinks'

/** Phone and e-mail with the 24h answer promise (404 page and project not found). */
export function HelpBlock({ phone, email }: { phone: string; email: string }) {
  return (
    <div className="mx-auto mt-12 max-w-xl rounded-2xl border border-slate-200 bg-slate-50 p-6 text-left">
      <h2 className="text-lg font-semibold text-brand-900">Besoin d’aide ?</h2>
      <p className="mt-1 text-sm text-slate-600">Notre équipe vous répond du lundi au vendredi, de 8h à 18h.</p>
      <ContactLinks phone={phone} email={email} className="mt-4 space-y-2 text-sm" />
    </div>
  )
}
