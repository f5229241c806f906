import localFont from 'next/font/local'
import './globals.css'

/**
 * The framework's floor: the site's root shell (French document, Inter preloaded as the site loads it,
 * Tailwind's reset) and nothing of the site. Built and served by the bench beside the site, with the
 * same Next and React, so every page's weight and Lighthouse score reads against what the framework costs.
 */
const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
})

export const metadata = { title: 'Plancher du framework', description: 'Une page Next.js sans composant du site.' }

export default function FloorLayout({ children }) {
  return (
    <html lang="fr" className={inter.variable}>
      <body className="bg-white font-sans text-slate-800 antialiased">{children}</body>
    </html>
  )
}
