import type { CollectionConfig, TaskConfig } from 'payload'
import { Visits } from './collections/Visits'
import { visitSchema } from './collections/visitSchema'
import { sendVisitEmails } from './jobs/sendVisitEmails'

/**
 * The visit booking as Payload sees it. Besides: rules/ (slots, token, .ics: pure), server/ (the API's
 * answers and the booking's SQL), and the availability fields on the users (collections/availabilityField).
 */
export const appointmentCollections: CollectionConfig[] = [Visits]

export const appointmentTasks: TaskConfig[] = [sendVisitEmails]

export const appointmentSchemaHooks = [visitSchema]
