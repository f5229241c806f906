import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(process.env.SERVER_URL ?? 'http://localhost:3000'),
  title: { default: 'Combles & Extensions du Nord – Aménagement de combles', template: '%s | Combles & Extensions du Nord' },
  description:
    'Aménagement de combles, extensions de maison, fenêtres de toit, vérandas et pergolas dans le nord de la France. Étude gratuite, devis détaillé sous 24h.',
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body className="bg-white font-sans text-slate-800 antialiased">{children}</body>
    </html>
  )
}
