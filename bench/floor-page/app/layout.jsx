import './globals.css'

/**
 * The framework's floor: the site's root shell (French document in the system font stack, Tailwind's reset)
 * and nothing of the site. Built and served by the bench beside the site, with the same Next and React, so
 * every page's weight and Lighthouse score reads against what the framework costs.
 */
export const metadata = { title: 'Plancher du framework', description: 'Une page Next.js sans composant du site.' }

export default function FloorLayout({ children }) {
  return (
    <html lang="fr">
      <body className="bg-white font-sans text-slate-800 antialiased">{children}</body>
    </html>
  )
}
