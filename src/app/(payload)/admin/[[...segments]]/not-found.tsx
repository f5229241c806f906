import { redirect } from 'next/navigation'

/** Any unknown /admin path leads to the lead dashboard (forms-and-back-office.md §2). */
export default function AdminNotFound(): never {
  redirect('/admin/dashboard')
}
