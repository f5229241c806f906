import type { ReactNode, SVGProps } from 'react'

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

/**
 * The few pictograms client components draw, as plain SVG (lucide's drawings, ISC licence): lucide-react's
 * icon factory would join the scripts of every page showing one of these parts. Server components keep
 * lucide-react, which costs their pages no script.
 */
function strokeIcon(children: ReactNode) {
  function Icon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        {children}
      </svg>
    )
  }
  return Icon
}

export const ChevronDown = strokeIcon(<path d="m6 9 6 6 6-6" />)
export const ChevronLeft = strokeIcon(<path d="m15 18-6-6 6-6" />)
export const ChevronRight = strokeIcon(<path d="m9 18 6-6-6-6" />)
export const Play = strokeIcon(<path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z" />)
export const Pause = strokeIcon(
  <>
    <rect x="14" y="3" width="5" height="18" rx="1" />
    <rect x="5" y="3" width="5" height="18" rx="1" />
  </>,
)
