export const roles = ['admin', 'editor', 'sales'] as const
export type Role = (typeof roles)[number]

export const roleLabels: Record<Role, string> = {
  admin: 'Administrateur',
  editor: 'Rédacteur',
  sales: 'Commercial',
}

type MaybeUser = { role?: string | null; collection?: string } | null | undefined

export function userHasRole(user: MaybeUser, ...allowed: Role[]): boolean {
  return Boolean(user && user.collection === 'users' && allowed.includes(user.role as Role))
}
