'use client'
import { PasswordField, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * The current password, asked in a user's own account view as soon as they type a new one (under
 * Payload's "Changer le mot de passe"); never shown to an admin editing someone else. The server
 * checks it (src/auth/requireCurrentPassword.ts).
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const password = useFormFields(([fields]) => fields.password?.value)
  const changingPassword = typeof password === 'string' && password !== ''
  if (!user || id === undefined || String(user.id) !== String(id) || !changingPassword) return null
  return <PasswordField autoComplete="current-password" field={{ ...field, required: true }} path={path ?? field.name} />
}
