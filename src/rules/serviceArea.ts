import { serviceArea } from '@/content/company'
import { departmentOf } from '@/leads/rules/department'

const servedDepartments: ReadonlySet<string> = new Set(serviceArea.flatMap((area) => area.departments))

/** Whether a postal code lies outside the company's départements (`serviceArea`), or in none; a missing or partial code does not. */
export function isOutsideServiceArea(postalCode: string | null | undefined): boolean {
  const digits = (postalCode ?? '').replace(/\s/g, '')
  if (!/^\d{5}$/.test(digits)) return false
  const department = departmentOf(digits)
  return department === null || !servedDepartments.has(department)
}
