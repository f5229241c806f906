'use client'

import { createContext, useContext } from 'react'
import type { FormStore } from './formStore'

/** The store of the form around a field; each form component provides its own. */
export const FormStoreContext = createContext<FormStore | null>(null)

export function useFormStoreContext(): FormStore {
  const store = useContext(FormStoreContext)
  if (!store) throw new Error('A form field is drawn outside of a form (FormStoreContext).')
  return store
}
