import type { z } from 'zod/mini'
import { refusedFields } from './missingFields'
import { type FieldIssue, type Verdict, verdictOf } from './verdict'

export type FormValues = Readonly<Record<string, unknown>>

/**
 * How a form's answers are checked in the browser. The schema (zod's code with it) is fetched once the visitor
 * starts answering, not with the page; until it arrives, the server's verdict on the first values stands in.
 */
export type FormChecks<Output> = {
  loadSchema: () => Promise<z.ZodMiniType<Output>>
  /** What the form's schema, run by the server, found in the form's first values. */
  initialIssues: readonly FieldIssue[]
}

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
  /** The verdict on the current values, worked out once per change (pending until the schema is here). */
  check(): Verdict<Output>
  /** The schema's first message for a field, or undefined when it passes (or is not judged yet). */
  schemaError(name: string): string | undefined
  serverError(name: string): string | undefined
  /** Adds the server's messages per field (named as in the answers), each shown until the visitor changes its field. */
  setServerErrors(errors: Readonly<Record<string, string>>): void
  /** Valid answers, and no server refusal since the last change: what the send button waits for. */
  canSend(): boolean
  /** Starts fetching the schema (the visitor is about to answer): any event handler may call it. */
  prepare(): void
  /** Resolves once the schema is here and the answers are judged by it. */
  ready(): Promise<void>
  subscribe(listener: () => void): () => void
  /**
   * A submit handler: the schema's output goes to `onValid`; while the answers are invalid, `onRefused` gets the
   * fields refused, in the schema's order (the press says what is missing and brings the visitor there).
   */
  handleSubmit(
    onValid: (answers: Output) => unknown,
    onRefused?: (fields: readonly string[]) => void,
  ): (event?: { preventDefault(): void }) => void
}

/** The first message of each top-level field the verdict refuses, in the schema's order. */
export function messagesByField(verdict: Verdict<unknown>): Readonly<Record<string, string>> {
  const messages: Record<string, string> = {}
  if (verdict.success) return messages
  for (const { field, message } of verdict.issues) {
    if (field) messages[field] ??= message
  }
  return messages
}

export function createFormStore<Output>({ loadSchema, initialIssues }: FormChecks<Output>, initialValues: FormValues): FormStore<Output> {
  let values = initialValues
  let schema: z.ZodMiniType<Output> | null = null
  let loading: Promise<void> | null = null
  let serverErrors: Readonly<Record<string, string>> = {}
  // A server refusal holds the send button until the visitor changes any answer, whichever field it names.
  let refusedByServer = false
  let checked: { for: FormValues; result: Verdict<Output>; messages: Readonly<Record<string, string>> } | null = null
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  /** Before the schema: the server's issues on fields still as they started; a changed field is not judged yet. */
  const unjudged = (): Verdict<Output> => ({
    success: false,
    pending: true,
    issues: initialIssues.filter(({ field }) => Object.is(values[field], initialValues[field])),
  })

  function verdict() {
    if (checked?.for !== values) {
      const result = schema ? verdictOf(schema, values) : unjudged()
      checked = { for: values, result, messages: messagesByField(result) }
    }
    return checked
  }

  function ready() {
    loading ??= loadSchema().then(
      (loaded) => {
        schema = loaded
        checked = null
        notify()
      },
      (error: unknown) => {
        // Offline, or a new build replaced the chunk: the next answer tries again; the send button waits.
        loading = null
        console.error('Les vérifications du formulaire n’ont pas pu être chargées', error)
      },
    )
    return loading
  }

  function change(patch: FormValues) {
    values = { ...values, ...patch }
    refusedByServer = false
    if (Object.keys(patch).some((name) => Object.hasOwn(serverErrors, name))) {
      serverErrors = Object.fromEntries(Object.entries(serverErrors).filter(([name]) => !Object.hasOwn(patch, name)))
    }
    void ready()
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
    prepare: () => void ready(),
    ready,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    handleSubmit: (onValid, onRefused) => (event) => {
      event?.preventDefault()
      const judge = () => {
        const { result } = verdict()
        // Answers the server refused, unchanged since: the same sending would be refused again.
        if (result.success && refusedByServer) onRefused?.(Object.keys(serverErrors))
        else if (result.success) onValid(result.data)
        else if (!result.pending) onRefused?.(refusedFields(result))
      }
      // Enter pressed before the schema arrived: the answers are judged as soon as it is here.
      if (schema) judge()
      else void ready().then(judge)
    },
  }
}
