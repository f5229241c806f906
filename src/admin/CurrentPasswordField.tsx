'use client'
import { PasswordField, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The current password, asked in a user's own account view as soon as they type a new password
 * (under Payload's "Changer le mot de passe") or another e-mail; never shown to an admin editing
 * someone else. The server checks it (src/auth/requireCurrentPassword.ts).
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const password = useFormFields(([fields]) => fields.password?.value)
  const email = useFormFields(([fields]) => fields.email?.value)
  const changingPassword = typeof password === 'string' && password !== ''
  const changingEmail = typeof email === 'string' && typeof user?.email === 'string' && !sameEmail(email, user.email)
  if (!user || id === undefined || String(user.id) !== String(id) || !(changingPassword || changingEmail)) return null
  return (
    <PasswordField
      autoComplete="current-password"
      field={{
        ...field,
        required: true,
        admin: {
          ...field.admin,
          description: changingEmail
            ? 'Pour changer d’adresse e-mail, confirmez avec votre mot de passe actuel\u00a0: vos autres sessions seront fermées.'
            : field.admin?.description,
        },
      }}
      path={path ?? field.name}
    />
  )
}
