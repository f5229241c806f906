import type { z } from 'zod/mini'

export type FormValues = Readonly<Record<string, unknown>>

/**
 * One form's state outside React: the values typed so far, the schema's verdict on them, and the
 * messages the server sent back. Components read the part they show and subscribe to changes, so a
 * keystroke re-renders the field typed in, not the whole form.
 */
export type FormStore<Output = unknown> = {
  getValues(): FormValues
  getValue(name: string): unknown
  /** A visitor's answer: it replaces the field's value and clears what the server said about it. */
  setValue(name: string, value: unknown): void
  /** Several answers at once (a choice that resets the answers depending on it), told once. */
  setValues(patch: FormValues): void
  /** The schema's verdict on the current values, worked out once per change. */
  check(): z.util.SafeParseResult<Output>
  /** The schema's first message for a field, or undefined when it passes. */
  schemaError(name: string): string | undefined
  serverError(name: string): string | undefined
  /** Adds the server's messages per field (named as in the answers), each shown until the visitor changes its field. */
  setServerErrors(errors: Readonly<Record<string, string>>): void
  /** Valid answers, and no server refusal since the last change: what the send button waits for. */
  canSend(): boolean
  subscribe(listener: () => void): () => void
  /** A submit handler: the schema's output goes to `onValid`, and nothing happens while the answers are invalid. */
  handleSubmit(onValid: (answers: Output) => unknown): (event?: { preventDefault(): void }) => void
}

/** The first message of each top-level field the schema refuses, in the schema's order. */
export function messagesByField(result: z.util.SafeParseResult<unknown>): Readonly<Record<string, string>> {
  const messages: Record<string, string> = {}
  if (result.success) return messages
  for (const issue of result.error.issues) {
    const name = issue.path[0]
    if (name !== undefined) messages[String(name)] ??= issue.message
  }
  return messages
}

export function createFormStore<Output>(schema: z.ZodMiniType<Output>, initialValues: FormValues): FormStore<Output> {
  let values = initialValues
  let serverErrors: Readonly<Record<string, string>> = {}
  // A server refusal holds the send button until the visitor changes any answer, whichever field it names.
  let refusedByServer = false
  let checked: { for: FormValues; result: z.util.SafeParseResult<Output>; messages: Readonly<Record<string, string>> } | null = null
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  function verdict() {
    if (checked?.for !== values) {
      const result = schema.safeParse(values)
      checked = { for: values, result, messages: messagesByField(result) }
    }
    return checked
  }

  function change(patch: FormValues) {
    values = { ...values, ...patch }
    refusedByServer = false
    if (Object.keys(patch).some((name) => Object.hasOwn(serverErrors, name))) {
      serverErrors = Object.fromEntries(Object.entries(serverErrors).filter(([name]) => !Object.hasOwn(patch, name)))
    }
    notify()
  }

  return {
    getValues: () => values,
    getValue: (name) => values[name],
    setValue: (name, value) => change({ [name]: value }),
    setValues: change,
    check: () => verdict().result,
    schemaError: (name) => verdict().messages[name],
    serverError: (name) => serverErrors[name],
    setServerErrors(errors) {
      if (!Object.keys(errors).length) return
      serverErrors = { ...serverErrors, ...errors }
      refusedByServer = true
      notify()
    },
    canSend: () => verdict().result.success && !refusedByServer,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    handleSubmit: (onValid) => (event) => {
      event?.preventDefault()
      const { result } = verdict()
      if (result.success) onValid(result.data)
    },
  }
}
