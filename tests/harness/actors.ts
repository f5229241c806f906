import type { Payload } from 'payload'
import { slugs } from '@collections/slugs'
import type { User } from '@/payload-types'

export type Actor = 'anonymous' | 'editor' | 'sales' | 'admin'
export const actors: Actor[] = ['anonymous', 'editor', 'sales', 'admin']

/** One staff user per role (created once), plus "anonymous" as no user at all. */
export async function createStaff(payload: Payload): Promise<Record<Actor, User | undefined>> {
  const make = async (role: 'admin' | 'editor' | 'sales') => {
    const email = `${role}.${Date.now()}@test.combles-nord.fr`
    const user = await payload.create({
      collection: slugs.users,
      data: { email, password: 'mot-de-passe-de-test-1', role, name: role },
      overrideAccess: true,
    })
    return { ...user, collection: slugs.users } as User
  }
  return { anonymous: undefined, editor: await make('editor'), sales: await make('sales'), admin: await make('admin') }
}

export type Outcome = 'allowed' | 'denied'

/** Runs an operation as an actor would and says whether access let it through. */
export async function attempt(operation: () => Promise<unknown>): Promise<Outcome> {
  try {
    await operation()
    return 'allowed'
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 401 || status === 404) return 'denied'
    throw error
  }
}
