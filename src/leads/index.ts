import type { CollectionConfig, TaskConfig } from 'payload'
import { LeadActivities } from './collections/LeadActivities'
import { LeadChanges } from './collections/LeadChanges'
import { LeadNotes } from './collections/LeadNotes'
import { Leads } from './collections/Leads'
import { leadSearchIndex } from './collections/Leads/leadSearchIndex'
import { anonymiseExpiredLeads } from './jobs/anonymiseExpiredLeads'
import { notifyStaffOfLead } from './jobs/notifyStaffOfLead'

/**
 * The lead feature as Payload sees it. Everything else of it lives beside these: intake/ (the submission
 * endpoint's checks, rate limit and store), live/ (NOTIFY listener and the dashboard's stream),
 * dashboard/ (the /admin/dashboard view), rules/ (pure rules: statuses, response time, retention, CSV).
 */
export const leadCollections: CollectionConfig[] = [Leads, LeadNotes, LeadActivities, LeadChanges]

export const leadTasks: TaskConfig[] = [notifyStaffOfLead, anonymiseExpiredLeads]

/** What the lead feature adds to the database schema beyond its collections' fields (the search index). */
export const leadSchemaHooks = [leadSearchIndex]
