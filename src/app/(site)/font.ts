import localFont from 'next/font/local'

/**
 * Inter, served by Next from the npm package: preloaded, and with a fallback font adjusted to its
 * metrics, so the text does not move when it arrives. The latin subset covers French.
 */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
})
