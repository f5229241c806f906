'use client'

import { useFormStoreContext } from './FormStoreContext'
import { useFormSelector } from './useFormSelector'
import { visibleError } from './visibleError'

/** One field of the surrounding form: its value, the message it shows, and how to change it. */
export function useField(name: string) {
  const store = useFormStoreContext()
  const value = useFormSelector(store, (form) => form.getValue(name))
  const error = useFormSelector(store, (form) => visibleError(form.getValue(name), form.schemaError(name), form.serverError(name)))
  return { value, error, setValue: (next: unknown) => store.setValue(name, next) }
}
