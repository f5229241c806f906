import { createElement, type JSX, type SVGProps } from 'react'

/** What an icon is drawn from: SVG elements and their attributes, on a 24 × 24 grid. */
type IconNode = readonly (readonly [string, Record<string, string>])[]

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>
export type IconComponent = (props: IconProps) => JSX.Element

/** Whether the icon is announced: a label, a role or a title names it; otherwise it is hidden from screen readers. */
const isNamed = (props: IconProps) =>
  Object.entries(props).some(([name, value]) => value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'))

/**
 * The site's pictograms, drawn by the server or the browser as plain SVG: lucide's drawings (ISC licence), hidden
 * from screen readers unless named. lucide-react's own icons are client components (its Icon.mjs says "use client"):
 * even drawn by a server component, each page would load their code and carry every drawing in its RSC payload. One
 * module per icon, as lucide's: a page's scripts carry only the drawings its browser-side parts use. Their
 * presentation (24 px, a 2 px round stroke of the text's colour) is the `icon` class of the site's stylesheet, set
 * once there instead of eight attributes on every <svg>: a page draws dozens, and each was sent twice (HTML and RSC
 * payload). A size or a stroke width is a utility in the class (h-4 w-4, stroke-[1.5]), which wins over `icon`, a
 * rule of the components layer.
 */
export function strokeIcon(node: IconNode): IconComponent {
  return function StrokeIcon({ className, ...props }: IconProps) {
    return createElement(
      'svg',
      {
        viewBox: '0 0 24 24',
        className: className ? `icon ${className}` : 'icon',
        ...(isNamed(props) ? {} : { 'aria-hidden': 'true' }),
        ...props,
      },
      ...node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    )
  }
}
