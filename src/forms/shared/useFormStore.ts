'use client'

import { useState } from 'react'
import type { z } from 'zod/mini'
import { createFormStore, type FormValues } from './formStore'

/** One store for the component's whole life, judged by `schema`, starting from `initialValues`. */
export function useFormStore<Output>(schema: z.ZodMiniType<Output>, initialValues: FormValues) {
  const [store] = useState(() => createFormStore(schema, initialValues))
  return store
}
