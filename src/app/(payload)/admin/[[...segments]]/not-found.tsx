import { redirect } from 'next/navigation'

/** Any unknown /admin path leads to the lead dashboard. */
export default function AdminNotFound(): never {
  redirect('/admin/dashboard')
}
