/** The company's mark: a roof with a roof window, drawn for the site. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden focusable="false">
      <rect width="40" height="40" rx="9" fill="var(--color-brand-700)" />
      <path d="M7 22 20 10l13 12" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M11 21v10h18V21" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinejoin="round" />
      <rect x="17" y="17" width="6" height="6" rx="1" fill="var(--color-accent-500)" />
    </svg>
  )
}

export function Logo({ name }: { name: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <LogoMark className="h-9 w-9 shrink-0" />
      {/* The name wraps instead of being cut: on a 360 px phone 'Combles & Extensions' takes two lines. */}
      <span className="flex min-w-0 flex-col leading-tight break-words">
        <span className="text-[13px] leading-4 font-bold tracking-tight text-brand-900 sm:text-[15px] sm:leading-tight sm:tracking-normal">
          {name.split(' du ')[0]}
        </span>
        <span className="text-xs font-medium text-slate-600">{name.includes(' du ') ? `du ${name.split(' du ')[1]}` : ''}</span>
      </span>
    </span>
  )
}
