import localFont from 'next/font/local'

/**
 * Inter, served by Next from the npm package. `optional`: the text is drawn once, in Inter when the
 * file arrives within the browser's short block period (and on every later page, from the cache),
 * otherwise in the fallback for that page, so titles never re-wrap and push the page down (a swap
 * moved the project page by 0.24 CLS). Not preloaded: on a slow mobile network its 48 KB would
 * compete with the first image and the page's scripts. The latin subset covers French.
 */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-inter',
})
