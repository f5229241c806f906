'use client'

import { useContext, useState } from 'react'
import type { z } from 'zod/mini'
import { createFormStore, type FormValues } from './formStore'
import { InitialIssuesContext } from './InitialIssuesContext'

/** One store for the component's whole life, judged by the schema `loadSchema` fetches, starting from `initialValues`. */
export function useFormStore<Output>(loadSchema: () => Promise<z.ZodMiniType<Output>>, initialValues: FormValues) {
  const initialIssues = useContext(InitialIssuesContext)
  const [store] = useState(() => createFormStore({ loadSchema, initialIssues }, initialValues))
  return store
}
