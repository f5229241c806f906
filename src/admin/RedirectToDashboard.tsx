import { redirect } from 'next/navigation'

/** /admin itself (Payload's home) leads to the lead dashboard. */
export function RedirectToDashboard(): never {
  redirect('/admin/dashboard')
}
