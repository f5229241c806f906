import { MAX_STREET_LENGTH, MAX_TOWN_LENGTH } from '@/appointments/rules/visitAddress'
import type { CollectionConfig } from 'payload'
import { fieldHasRole } from '@/access/roles'
import { leadAccess } from '@/leads/access/leadAccess'
import { formOriginLabels } from '@/forms/registry'
import { formOrigins } from '@/rules/formOrigins'
import { leadStatusLabels, leadStatuses } from '@/leads/rules/leadStatus'
import { normalisedEmail } from '@/leads/rules/normalisedEmail'
import { phoneKey } from '@/leads/rules/phoneKey'
import { slugs } from '@collections/slugs'
import { eraseLead } from './endpoints/eraseLead'
import { exportLeads } from './endpoints/exportLeads'
import { leadOwners } from './endpoints/leadOwners'
import { leadSummary } from './endpoints/leadSummary'
import { mergeLeads } from './endpoints/mergeLeads'
import { sendDigestsNow } from './endpoints/sendDigestsNow'
import { streamLeads } from '../../live/streamLeads'
import { leadReportCsv, leadReports } from '../../reports/reportEndpoints'
import { assignNewLead } from './hooks/assignNewLead'
import { clearLostReason } from './hooks/clearLostReason'
import { closeNextAction } from './hooks/closeNextAction'
import { deleteLeadHistory } from './hooks/deleteLeadHistory'
import { notifyOwner } from './hooks/notifyOwner'
import { openLead } from './hooks/openLead'
import { openOnStatusChange } from './hooks/openOnStatusChange'
import { recordLeadArrival } from './hooks/recordLeadArrival'
import { recordLeadChanges } from './hooks/recordLeadChanges'
import { visitsFollowLead } from './hooks/visitsFollowLead'
import { searchTextField } from './searchTextField'
import { keepNextActionField, nextActionField } from './fields/nextActionField'
import { lostReasonField } from './fields/lostReasonField'
import { ownerField } from './fields/ownerField'
import { validateLeadEmail } from './fields/validateLeadEmail'
import { validateLeadPhone } from './fields/validateLeadPhone'

const readOnly = { create: () => false, update: () => false }
/**
 * What the visitor sent and when (DESIGN §12): written once, by the lead's creation, then read-only for
 * everyone, admins included (Payload drops it from any update). The merge and the anonymisation write
 * with overrideAccess.
 */
const visitorFact = { update: () => false }

export const Leads: CollectionConfig = {
  slug: slugs.leads,
  labels: { singular: 'Lead', plural: 'Leads' },
  access: leadAccess,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'formOrigin', 'name', 'postalCode', 'status'],
    group: 'Commercial',
    listSearchableFields: ['name', 'email', 'phone', 'postalCode'],
  },
  defaultSort: '-createdAt',
  endpoints: [streamLeads, leadSummary, leadOwners, exportLeads, eraseLead, mergeLeads, sendDigestsNow, leadReports, leadReportCsv],
  hooks: {
    beforeChange: [assignNewLead, closeNextAction, clearLostReason],
    afterChange: [recordLeadArrival, openOnStatusChange, recordLeadChanges, notifyOwner, visitsFollowLead],
    afterOperation: [openLead],
    beforeDelete: [deleteLeadHistory],
  },
  // "Mes leads": one salesperson's leads, newest first, read from the index alone. A customer's leads by
  // e-mail or phone, newest first (the returning customer's owner, "Déjà connu"): a lookup reads the few it
  // keeps, however many leads share the address or the number.
  indexes: [{ fields: ['owner', 'createdAt'] }, { fields: ['email', 'createdAt'] }, { fields: ['phoneKey', 'createdAt'] }],
  fields: [
    {
      name: 'formOrigin',
      label: 'Origine',
      type: 'select',
      required: true,
      index: true,
      access: visitorFact,
      options: formOrigins.map((value) => ({ value, label: formOriginLabels[value] })),
    },
    {
      name: 'status',
      label: 'Statut',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: leadStatuses.map((value) => ({ value, label: leadStatusLabels[value] })),
      admin: { position: 'sidebar' },
    },
    lostReasonField,
    ownerField,
    nextActionField,
    keepNextActionField,
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 200 },
    {
      name: 'email',
      label: 'E-mail',
      type: 'email',
      required: true,
      validate: validateLeadEmail,
      hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? normalisedEmail(value) : value)] },
    },
    { name: 'phone', label: 'Téléphone', type: 'text', maxLength: 40, validate: validateLeadPhone },
    {
      // The phone's ten national digits, always derived from `phone`: matches earlier leads ("Déjà connu").
      name: 'phoneKey',
      type: 'text',
      admin: { hidden: true },
      hooks: { beforeChange: [({ siblingData }) => phoneKey(siblingData.phone)] },
    },
    { name: 'postalCode', label: 'Code postal', type: 'text', maxLength: 10, index: true },
    // Asked when the visitor books the home visit (its place), or filled in by the team.
    { name: 'street', label: 'Adresse (numéro et rue)', type: 'text', maxLength: MAX_STREET_LENGTH },
    { name: 'town', label: 'Ville', type: 'text', maxLength: MAX_TOWN_LENGTH },
    searchTextField,
    { name: 'message', label: 'Message', type: 'textarea', maxLength: 5000 },
    {
      name: 'formData',
      label: 'Réponses du formulaire',
      type: 'json',
      access: visitorFact,
      // Payload's JSON editor, with Monaco served by the site (no CDN: the admin's policy blocks it).
      admin: { readOnly: true, components: { Field: '/src/admin/SiteJsonField#SiteJsonField' } },
    },
    {
      // The leads merged into this one (MergeRecord[]): each one's message, answers, contact and provenance,
      // and the values of this lead it replaced. Written by the merge alone (a fact, like the answers).
      name: 'mergedLeads',
      label: 'Leads fusionnés',
      type: 'json',
      access: readOnly,
      admin: {
        readOnly: true,
        condition: (data) => Array.isArray(data?.mergedLeads) && data.mergedLeads.length > 0,
        components: { Field: '/src/admin/SiteJsonField#SiteJsonField' },
      },
    },
    {
      name: 'source',
      label: 'Provenance',
      type: 'group',
      access: visitorFact,
      admin: { readOnly: true },
      fields: [
        { name: 'page', label: 'Page', type: 'text' },
        { name: 'referrer', label: 'Référent', type: 'text' },
        { name: 'utmSource', type: 'text' },
        { name: 'utmMedium', type: 'text' },
        { name: 'utmCampaign', type: 'text' },
        { name: 'utmTerm', type: 'text' },
        { name: 'utmContent', type: 'text' },
      ],
    },
    {
      name: 'proof',
      label: 'Preuve de la demande',
      type: 'group',
      access: visitorFact,
      admin: { readOnly: true },
      fields: [
        { name: 'formVersion', label: 'Version du formulaire', type: 'text' },
        { name: 'page', label: 'Page', type: 'text' },
        { name: 'submittedAt', label: 'Envoyée le', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'marketingConsent', label: 'Accepte les actualités', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      // Chosen by the visitor's browser for one sending: a retry after a lost answer finds this lead
      // instead of storing a second one.
      name: 'submissionId',
      type: 'text',
      unique: true,
      admin: { hidden: true },
      access: readOnly,
    },
    {
      // Set by the intake's checks; changed by an admin only, with history (it stops the visitor's booking link).
      name: 'suspectedSpam',
      label: 'Spam suspecté',
      type: 'checkbox',
      defaultValue: false,
      access: { update: fieldHasRole('admin') },
      admin: { position: 'sidebar' },
    },
    {
      // Payload's own creation time, declared to make it a visitor's fact: a backdated lead would be
      // anonymised early by the retention job.
      name: 'createdAt',
      type: 'date',
      index: true,
      access: visitorFact,
      admin: { disableBulkEdit: true, hidden: true },
      label: ({ t }) => t('general:createdAt'),
    },
    {
      name: 'firstOpenedAt',
      label: 'Ouvert pour la première fois le',
      type: 'date',
      access: readOnly,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'openedBy',
      label: 'Ouvert par',
      type: 'relationship',
      relationTo: slugs.users,
      access: readOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // The owner's first contact (opening or done activity), stamped once: every response figure reads it.
      name: 'firstResponseAt',
      label: 'Première réponse',
      type: 'date',
      access: readOnly,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lastContactAt',
      label: 'Dernier contact',
      type: 'date',
      index: true,
      access: { update: fieldHasRole('admin', 'sales') },
      admin: { position: 'sidebar' },
    },
    {
      name: 'anonymisedAt',
      label: 'Anonymisé le',
      type: 'date',
      access: readOnly,
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.anonymisedAt) },
    },
    {
      name: 'activities',
      label: 'Activités',
      type: 'join',
      collection: slugs.leadActivities,
      on: 'lead',
      defaultSort: '-createdAt',
      admin: { defaultColumns: ['date', 'types', 'authorName', 'createdAt'] },
    },
    {
      name: 'notes',
      label: 'Notes',
      type: 'join',
      collection: slugs.leadNotes,
      on: 'lead',
      defaultSort: '-createdAt',
      admin: { defaultColumns: ['content', 'authorName', 'createdAt'] },
    },
    {
      name: 'changes',
      label: 'Historique',
      type: 'join',
      collection: slugs.leadChanges,
      on: 'lead',
      defaultSort: '-createdAt',
      admin: { defaultColumns: ['createdAt', 'field', 'before', 'after', 'authorName'] },
    },
  ],
}
