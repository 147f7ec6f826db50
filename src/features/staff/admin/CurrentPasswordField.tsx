'use client'

import { PasswordField, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

import {
  CURRENT_PASSWORD,
  CURRENT_PASSWORD_FOR_EMAIL,
  CURRENT_PASSWORD_MISSING,
} from '@/features/staff/currentPassword'
import { normalEmail } from '@/features/staff/emailChange'

const requiredForPassword = (value: unknown) => (value ? true : CURRENT_PASSWORD_MISSING)
const requiredForEmail = (value: unknown) => (value ? true : CURRENT_PASSWORD_FOR_EMAIL)

/**
 * "Current password", on one's own account while a new password is being typed (after Payload's
 * "Change password"; Cancel removes the password from the form) or the e-mail address is being
 * changed (its field no longer holds the address last saved). Its value goes to the server with
 * the change, which checks it (collections/Users/hooks/password.ts). An admin changing someone
 * else's password or address is not asked for theirs.
 */
export function CurrentPasswordField() {
  const { id, data } = useDocumentInfo()
  const { user } = useAuth()
  // The form holds an empty `password` from the start; "Change password" marks it invalid (it is
  // required) until a new one is typed.
  const changingPassword = useFormFields(([fields]) => {
    const password = fields.password
    return Boolean(password) && (password.valid === false || Boolean(password.value))
  })
  // The address as last saved (the document's data, which a save renews).
  const saved = normalEmail((data as { email?: unknown } | undefined)?.email)
  const changingEmail = useFormFields(([fields]) => {
    const email = fields.email
    return Boolean(email && saved) && normalEmail(email?.value) !== saved
  })
  const dispatch = useFormFields(([, dispatchFields]) => dispatchFields)
  const own = id !== undefined && Boolean(user) && String(user?.id) === String(id)
  const shown = own && (changingPassword || changingEmail)
  const missing = changingPassword ? CURRENT_PASSWORD_MISSING : CURRENT_PASSWORD_FOR_EMAIL

  // Whether this field put its entry in the form: only then is there one to take out. A REMOVE
  // dispatched for nothing (on a new account, whenever a save's answer changes the password
  // field's state) changes the form, whose refresh then wiped the save's errors off the fields.
  const added = useRef(false)
  useEffect(() => {
    // Like Payload's own password fields: required (and the form stopped) until it is typed.
    if (shown) {
      dispatch({ type: 'UPDATE', path: CURRENT_PASSWORD, valid: false, errorMessage: missing })
      added.current = true
    } else if (added.current) {
      dispatch({ type: 'REMOVE', path: CURRENT_PASSWORD })
      added.current = false
    }
  }, [shown, missing, dispatch])

  if (!shown) return null
  return (
    <div style={{ marginBottom: 24 }}>
      <PasswordField
        autoComplete="current-password"
        field={{ name: CURRENT_PASSWORD, label: 'Current password', required: true }}
        path={CURRENT_PASSWORD}
        validate={changingPassword ? requiredForPassword : requiredForEmail}
      />
    </div>
  )
}
