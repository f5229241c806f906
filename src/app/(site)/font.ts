import localFont from 'next/font/local'

/**
 * Inter, served by Next from the npm package, with a fallback font adjusted to its metrics so the
 * text barely moves when it arrives. Not preloaded: on a slow mobile network its 48 KB would compete
 * with the first image and the page's scripts, while the fallback already shows the text. The latin
 * subset covers French.
 */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-inter',
})
