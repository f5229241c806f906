import { describe, expect, it, vi } from 'vitest'
import { contactSchema } from '@/forms/contact/schema'
import { createFormStore, messagesByField } from '@/forms/shared/formStore'
import { visibleError } from '@/forms/shared/visibleError'

const blank = { name: '', email: '', phone: '', message: '' }
const filled = { name: ' Léa Martin ', email: 'lea@exemple.fr', phone: '06 12 34 56 78', message: '' }

describe('messagesByField', () => {
  it('keeps the first message of each field, in the schema’s order', () => {
    const messages = messagesByField(contactSchema.safeParse({ ...blank, email: 'lea@' }))
    expect(Object.keys(messages)).toEqual(['name', 'email', 'phone'])
    expect(messages.email).toBe('Veuillez saisir une adresse email valide')
  })

  it('is empty for valid answers', () => {
    expect(messagesByField(contactSchema.safeParse(filled))).toEqual({})
  })
})

describe('createFormStore', () => {
  it('judges the values typed so far with the form’s schema, once per change', () => {
    const store = createFormStore(contactSchema, blank)
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

  it('tells its subscribers of every change, until they leave', () => {
    const store = createFormStore(contactSchema, blank)
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

  it('sends the schema’s output (trimmed, defaults filled) and nothing while invalid', () => {
    const onValid = vi.fn()
    const preventDefault = vi.fn()
    const store = createFormStore(contactSchema, { ...filled, name: '' })
    store.handleSubmit(onValid)({ preventDefault })
    expect(onValid).not.toHaveBeenCalled()
    expect(preventDefault).toHaveBeenCalledTimes(1)
    store.setValue('name', ' Léa Martin ')
    store.handleSubmit(onValid)({ preventDefault })
    expect(onValid).toHaveBeenCalledWith({ ...filled, name: 'Léa Martin' })
  })

  it('keeps a server message on its field until that field changes', () => {
    const store = createFormStore(contactSchema, filled)
    store.setServerErrors({ phone: 'Numéro refusé', email: 'Adresse refusée' })
    expect(store.serverError('phone')).toBe('Numéro refusé')
    store.setValue('name', 'Léa')
    expect(store.serverError('phone')).toBe('Numéro refusé')
    store.setValue('phone', '06 12 34 56 79')
    expect(store.serverError('phone')).toBeUndefined()
    expect(store.serverError('email')).toBe('Adresse refusée')
  })

  it('holds the send button after a server refusal until any answer changes', () => {
    const store = createFormStore(contactSchema, filled)
    expect(store.canSend()).toBe(true)
    store.setServerErrors({ 'source.page': 'Too big' })
    expect(store.canSend()).toBe(false)
    store.setValue('message', 'Bonjour')
    expect(store.canSend()).toBe(true)
  })

  it('adds the server’s messages to those still shown; an answer without any changes nothing', () => {
    const store = createFormStore(contactSchema, filled)
    const listener = vi.fn()
    store.subscribe(listener)
    store.setServerErrors({ phone: 'Numéro refusé' })
    store.setServerErrors({})
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.serverError('phone')).toBe('Numéro refusé')
    expect(store.canSend()).toBe(false)
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
