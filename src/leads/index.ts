import type { CollectionConfig, GlobalConfig, TaskConfig } from 'payload'
import { LeadActivities } from './collections/LeadActivities'
import { LeadAssignment } from './collections/LeadAssignment'
import { leadAssignmentTurn } from './collections/leadAssignmentTurn'
import { LeadChanges } from './collections/LeadChanges'
import { LeadNotes } from './collections/LeadNotes'
import { Leads } from './collections/Leads'
import { LostReasons } from './collections/LostReasons'
import { leadSearchIndex } from './collections/Leads/leadSearchIndex'
import { reportIndexes } from './reports/reportIndexes'
import { anonymiseExpiredLeads } from './jobs/anonymiseExpiredLeads'
import { digestSendsTable } from './jobs/digestSendsTable'
import { notifyOwnerOfLead } from './jobs/notifyOwnerOfLead'
import { notifyStaffOfLead } from './jobs/notifyStaffOfLead'
import { remindDueActions } from './jobs/remindDueActions'
import { remindOwnerOfAction } from './jobs/remindOwnerOfAction'
import { sendLeadReceipt } from './jobs/sendLeadReceipt'
import { sendDigestTo } from './jobs/sendDigestTo'
import { sendMorningDigests } from './jobs/sendMorningDigests'

/**
 * The lead feature as Payload sees it. Everything else of it lives beside these: intake/ (the submission
 * endpoint's checks, rate limit and store), live/ (NOTIFY listener and the dashboard's stream),
 * dashboard/ (the /admin/dashboard view), rules/ (pure rules: statuses, response time, retention, CSV).
 */
export const leadCollections: CollectionConfig[] = [Leads, LeadNotes, LeadActivities, LeadChanges, LostReasons]

export const leadGlobals: GlobalConfig[] = [LeadAssignment]

export const leadTasks: TaskConfig[] = [
  notifyStaffOfLead,
  notifyOwnerOfLead,
  sendLeadReceipt,
  anonymiseExpiredLeads,
  sendMorningDigests,
  sendDigestTo,
  remindDueActions,
  remindOwnerOfAction,
]

/** What the lead feature adds to the database schema beyond its fields (the search index, the round-robin's turn, the reports' indexes, the digests sent). */
export const leadSchemaHooks = [leadSearchIndex, leadAssignmentTurn, reportIndexes, digestSendsTable]
