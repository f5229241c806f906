import type { PayloadRequest } from 'payload'
import { userHasRole } from './roles'

/** Access of Payload's job queue (run, queue, cancel): admins only. Its own cron works with overrideAccess. */
export const isAdminRequest = ({ req }: { req: PayloadRequest }): boolean => userHasRole(req.user, 'admin')
