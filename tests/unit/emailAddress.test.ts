import { describe, expect, it } from 'vitest'
import { contactSchema } from '@/forms/contact/schema'
import { emailField, messages } from '@/forms/shared/contactFields'
import { acceptedAddresses, refusedAddresses } from '../harness/emailAddresses'
import { sampleContact } from '@/forms/shared/sampleContact'

describe('the forms’ e-mail rule', () => {
  it.each(refusedAddresses)('refuses %s with the spec’s message', (email) => {
    const result = contactSchema.safeParse({ ...sampleContact, email })
    expect(result.success).toBe(false)
    expect(result.error?.issues.find((issue) => issue.path[0] === 'email')?.message).toBe('Veuillez saisir une adresse email valide')
  })

  it.each(acceptedAddresses)('accepts %s, trimmed', (email) => {
    expect(emailField.safeParse(email)).toEqual({ success: true, data: email.trim() })
  })

  it('keeps the spec’s message to the letter', () => {
    expect(messages.email).toBe('Veuillez saisir une adresse email valide')
  })
})
