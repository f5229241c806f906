'use client'

import { usePathname } from 'next/navigation'
import { useActionState } from 'react'
import { postLead } from '../postLead'

/**
 * A form's posting to the server without scripts (useActionState on postLead): the server's last answer and
 * the action the form posts to. Held by the page when a start button or a result in place posts too. The
 * page's own address is the form's `action` (React writes an empty one otherwise, which HTML forbids).
 */
export const useLeadPosting = () => useActionState(postLead, null, usePathname())

export type LeadPosting = ReturnType<typeof useLeadPosting>
