import clsx from 'clsx'
import type { ReactNode } from 'react'

/** The white panel that holds a form. */
export function FormCard({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8', className)}>{children}</div>
}
