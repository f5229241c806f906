'use client'

import { useActionState } from 'react'
import { postLead } from '../postLead'

/**
 * A form's posting to the server without scripts (useActionState on postLead): the server's last answer and
 * the action the form posts to. Held by the page when a start button or a result in place posts too.
 */
export const useLeadPosting = () => useActionState(postLead, null)

export type LeadPosting = ReturnType<typeof useLeadPosting>
