import { describe, expect, it, vi } from 'vitest'
import { contactSchema } from '@/forms/contact/schema'
import { createFormStore, type FormValues, messagesByField } from '@/forms/shared/formStore'
import { issuesOf, verdictOf } from '@/forms/shared/verdict'
import { visibleError } from '@/forms/shared/visibleError'

const blank = { name: '', email: '', phone: '', postalCode: '', message: '' }
const filled = { name: ' Léa Martin ', email: 'lea@exemple.fr', phone: '06 12 34 56 78', postalCode: '80000', message: '' }

/** A contact form's store as a page has it: the server's verdict on the first values, the schema fetched on demand. */
function contactStore(initialValues: FormValues, loadSchema = async () => contactSchema) {
  return createFormStore({ loadSchema, initialIssues: issuesOf(verdictOf(contactSchema, initialValues)) }, initialValues)
}

/** The same, with its schema already here (the visitor has started answering). */
async function readyContactStore(initialValues: FormValues) {
  const store = contactStore(initialValues)
  await store.ready()
  return store
}

describe('messagesByField', () => {
  it('keeps the first message of each field, in the schema’s order', () => {
    const messages = messagesByField(verdictOf(contactSchema, { ...blank, email: 'lea@' }))
    expect(Object.keys(messages)).toEqual(['name', 'email', 'phone', 'postalCode'])
    expect(messages.email).toBe('Veuillez saisir une adresse email valide')
  })

  it('is empty for valid answers', () => {
    expect(messagesByField(verdictOf(contactSchema, filled))).toEqual({})
  })
})

describe('createFormStore', () => {
  it('judges the values typed so far with the form’s schema, once per change', async () => {
    const store = await readyContactStore(blank)
    const parse = vi.spyOn(contactSchema, 'safeParse')
    expect(store.schemaError('phone')).toBe('Le numéro doit contenir au moins 10 chiffres')
    expect(store.schemaError('email')).toBe('Veuillez saisir une adresse email valide')
    expect(store.canSend()).toBe(false)
    expect(parse).toHaveBeenCalledTimes(1)
    store.setValue('phone', '06 12 34 56 78')
    expect(store.schemaError('phone')).toBeUndefined()
    expect(store.getValue('phone')).toBe('06 12 34 56 78')
    expect(parse).toHaveBeenCalledTimes(2)
    parse.mockRestore()
  })

  it('tells its subscribers of every change, until they leave', async () => {
    const store = await readyContactStore(blank)
    const listener = vi.fn()
    const leave = store.subscribe(listener)
    store.setValue('name', 'Léa')
    store.setValues({ email: 'lea@exemple.fr', phone: '0612345678' })
    expect(listener).toHaveBeenCalledTimes(2)
    leave()
    store.setValue('name', 'Léo')
    expect(listener).toHaveBeenCalledTimes(2)
    expect(store.getValues()).toEqual({ ...blank, name: 'Léo', email: 'lea@exemple.fr', phone: '0612345678' })
  })

  it('sends the schema’s output (trimmed, defaults filled) and nothing while invalid', async () => {
    const onValid = vi.fn()
    const preventDefault = vi.fn()
    const store = await readyContactStore({ ...filled, name: '' })
    store.handleSubmit(onValid)({ preventDefault })
    expect(onValid).not.toHaveBeenCalled()
    expect(preventDefault).toHaveBeenCalledTimes(1)
    store.setValue('name', ' Léa Martin ')
    store.handleSubmit(onValid)({ preventDefault })
    expect(onValid).toHaveBeenCalledWith({ ...filled, name: 'Léa Martin' })
  })

  it('tells a press with answers missing which fields, and a press on answers the server refused which ones', async () => {
    const onValid = vi.fn()
    const onRefused = vi.fn()
    const store = await readyContactStore({ ...filled, name: '', phone: '' })
    store.handleSubmit(onValid, onRefused)()
    expect(onRefused).toHaveBeenLastCalledWith(['name', 'phone'])
    store.setValues({ name: 'Léa', phone: '06 12 34 56 78' })
    store.setServerErrors({ phone: 'Numéro refusé' })
    store.handleSubmit(onValid, onRefused)()
    expect(onRefused).toHaveBeenLastCalledWith(['phone'])
    expect(onValid).not.toHaveBeenCalled()
  })

  it('keeps a server message on its field until that field changes', async () => {
    const store = await readyContactStore(filled)
    store.setServerErrors({ phone: 'Numéro refusé', email: 'Adresse refusée' })
    expect(store.serverError('phone')).toBe('Numéro refusé')
    store.setValue('name', 'Léa')
    expect(store.serverError('phone')).toBe('Numéro refusé')
    store.setValue('phone', '06 12 34 56 79')
    expect(store.serverError('phone')).toBeUndefined()
    expect(store.serverError('email')).toBe('Adresse refusée')
  })

  it('holds the send button after a server refusal until any answer changes', async () => {
    const store = await readyContactStore(filled)
    expect(store.canSend()).toBe(true)
    store.setServerErrors({ 'source.page': 'Too big' })
    expect(store.canSend()).toBe(false)
    store.setValue('message', 'Bonjour')
    expect(store.canSend()).toBe(true)
  })

  it('adds the server’s messages to those still shown; an answer without any changes nothing', async () => {
    const store = await readyContactStore(filled)
    const listener = vi.fn()
    store.subscribe(listener)
    store.setServerErrors({ phone: 'Numéro refusé' })
    store.setServerErrors({})
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.serverError('phone')).toBe('Numéro refusé')
    expect(store.canSend()).toBe(false)
  })
})

describe('a form store before its schema arrives', () => {
  it('shows the server’s verdict on the first values, and fetches the schema only once asked or answered', async () => {
    const loadSchema = vi.fn(async () => contactSchema)
    const store = contactStore(blank, loadSchema)
    expect(store.check()).toMatchObject({ success: false, pending: true })
    expect(messagesByField(store.check())).toEqual(messagesByField(verdictOf(contactSchema, blank)))
    expect(store.canSend()).toBe(false)
    expect(loadSchema).not.toHaveBeenCalled()
    store.prepare()
    store.prepare()
    await store.ready()
    expect(loadSchema).toHaveBeenCalledTimes(1)
    expect(store.check()).toEqual(verdictOf(contactSchema, blank))
  })

  it('judges nothing the visitor changed before the schema is here, then judges it as typed', async () => {
    const store = contactStore(blank)
    store.setValue('email', 'lea@')
    // Not judged yet: no message, no send, but the other fields' verdict still stands.
    expect(store.schemaError('email')).toBeUndefined()
    expect(store.schemaError('name')).toBe('Veuillez saisir votre nom')
    expect(store.canSend()).toBe(false)
    await store.ready()
    expect(store.getValue('email')).toBe('lea@')
    expect(store.schemaError('email')).toBe('Veuillez saisir une adresse email valide')
  })

  it('tells its subscribers when the schema arrives', async () => {
    const store = contactStore(filled)
    const listener = vi.fn()
    store.subscribe(listener)
    expect(store.canSend()).toBe(false)
    await store.ready()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.canSend()).toBe(true)
  })

  it('sends answers submitted before the schema arrived once they pass it, and nothing else', async () => {
    const onValid = vi.fn()
    const store = contactStore(blank)
    store.setValues(filled)
    store.handleSubmit(onValid)()
    expect(onValid).not.toHaveBeenCalled()
    await store.ready()
    expect(onValid).toHaveBeenCalledWith({ ...filled, name: 'Léa Martin' })
    const refused = vi.fn()
    const invalid = contactStore(blank)
    invalid.setValue('email', 'lea@')
    invalid.handleSubmit(refused)()
    await invalid.ready()
    expect(refused).not.toHaveBeenCalled()
  })

  it('tries again at the next answer when the schema could not be fetched, and keeps what was typed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const loadSchema = vi.fn().mockRejectedValueOnce(new Error('réseau coupé')).mockResolvedValue(contactSchema)
    const store = contactStore(blank, loadSchema)
    store.setValue('name', 'Léa')
    await store.ready()
    expect(error).toHaveBeenCalledTimes(1)
    expect(store.check()).toMatchObject({ pending: true })
    store.setValues(filled)
    await store.ready()
    expect(loadSchema).toHaveBeenCalledTimes(2)
    expect(store.canSend()).toBe(true)
    error.mockRestore()
  })
})

describe('visibleError', () => {
  it('shows the schema’s message once something is typed, never for an empty or blank field', () => {
    expect(visibleError('', 'Veuillez saisir votre nom', undefined)).toBeUndefined()
    expect(visibleError('   ', 'Veuillez saisir votre nom', undefined)).toBeUndefined()
    expect(visibleError(undefined, 'Veuillez saisir votre nom', undefined)).toBeUndefined()
    expect(visibleError('lea@', 'Veuillez saisir une adresse email valide', undefined)).toBe('Veuillez saisir une adresse email valide')
    expect(visibleError('lea@exemple.fr', undefined, undefined)).toBeUndefined()
  })

  it('shows the server’s message even on an empty field', () => {
    expect(visibleError('', undefined, 'Veuillez saisir votre nom')).toBe('Veuillez saisir votre nom')
    expect(visibleError('lea@', 'Veuillez saisir une adresse email valide', 'Adresse refusée')).toBe('Adresse refusée')
  })
})
