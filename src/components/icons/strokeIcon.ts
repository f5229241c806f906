import { createElement, type JSX, type SVGProps } from 'react'

/** What an icon is drawn from: SVG elements and their attributes, on a 24 × 24 grid. */
type IconNode = readonly (readonly [string, Record<string, string>])[]

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string }
export type IconComponent = (props: IconProps) => JSX.Element

/** Whether the icon is announced: a label, a role or a title names it; otherwise it is hidden from screen readers. */
const isNamed = (props: IconProps) =>
  Object.entries(props).some(([name, value]) => value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'))

/**
 * The site's pictograms, drawn by the server or the browser as plain SVG: lucide's drawings (ISC licence), with
 * lucide-react's markup and props (size, strokeWidth, className, hidden unless named). lucide-react's own icons
 * are client components (its Icon.mjs says "use client"): even drawn by a server component, each page would load
 * their code and carry every drawing in its RSC payload. One module per icon, as lucide's: a page's scripts carry
 * only the drawings its browser-side parts use.
 */
export function strokeIcon(node: IconNode): IconComponent {
  return function StrokeIcon({ size = 24, strokeWidth = 2, className, ...props }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className,
        ...(isNamed(props) ? {} : { 'aria-hidden': 'true' }),
        ...props,
      },
      ...node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    )
  }
}
