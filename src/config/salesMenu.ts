import type { ClientUser, Config, PayloadRequest, Plugin } from 'payload'
import { userHasRole } from '@/access/roles'
import { slugs } from '@collections/slugs'

/**
 * The tools of the sales role's menu: their leads (and, beside the menu, the dashboard and the reports).
 * Website content, the lead feature's raw parts (notes, activities, history: shown on each lead) and the
 * settings are left out of a salesperson's navigation; their access rules do not change.
 */
const salesTools: readonly string[] = [slugs.leads]

type User = ClientUser | PayloadRequest['user']
type Hidden<U extends User> = boolean | ((args: { user: U }) => boolean) | undefined

const hiddenFromSales =
  <U extends User>(hidden: Hidden<U>) =>
  ({ user }: { user: U }): boolean =>
    userHasRole(user, 'sales') || (typeof hidden === 'function' ? hidden({ user }) : Boolean(hidden))

/** Payload plugin (last in the list, so it sees every plugin's collections): the sales role's menu holds only its tools. */
export const salesMenu: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) =>
    salesTools.includes(collection.slug) || collection.admin?.hidden === true
      ? collection
      : { ...collection, admin: { ...collection.admin, hidden: hiddenFromSales(collection.admin?.hidden) } },
  ),
  globals: config.globals?.map((global) =>
    global.admin?.hidden === true ? global : { ...global, admin: { ...global.admin, hidden: hiddenFromSales(global.admin?.hidden) } },
  ),
})
