'use client'

import { useContext, useState } from 'react'
import type { z } from 'zod/mini'
import { createFormStore, type FormValues } from './formStore'
import { InitialIssuesContext } from './InitialIssuesContext'

/**
 * One store for the component's whole life, judged by the schema `loadSchema` fetches, starting from `initialValues`
 * and, when the server refused them, its messages per field (then what it found in the empty form no longer holds).
 */
export function useFormStore<Output>(
  loadSchema: () => Promise<z.ZodMiniType<Output>>,
  initialValues: FormValues,
  serverErrors?: Readonly<Record<string, string>>,
) {
  const issuesOfTheEmptyForm = useContext(InitialIssuesContext)
  const [store] = useState(() => {
    const created = createFormStore({ loadSchema, initialIssues: serverErrors ? [] : issuesOfTheEmptyForm }, initialValues)
    if (serverErrors && Object.keys(serverErrors).length > 0) created.setServerErrors(serverErrors)
    return created
  })
  return store
}
