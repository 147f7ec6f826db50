'use client'

import { PasswordField, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect } from 'react'

import { CURRENT_PASSWORD, CURRENT_PASSWORD_MISSING } from '@/features/staff/currentPassword'

const required = (value: unknown) => (value ? true : CURRENT_PASSWORD_MISSING)

/**
 * "Current password", on one's own account while a new password is being typed (Payload's
 * "Change password" adds the `password` field to the form; Cancel removes it). Its value goes to
 * the server with the new password, which checks it (collections/Users/hooks/password.ts). An
 * admin setting someone else's password is not asked for theirs.
 */
export function CurrentPasswordField() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const changing = useFormFields(([fields]) => Boolean(fields.password))
  const dispatch = useFormFields(([, dispatchFields]) => dispatchFields)
  const shown = changing && id !== undefined && Boolean(user) && String(user?.id) === String(id)

  useEffect(() => {
    // Like Payload's own password fields: required (and the form stopped) until it is typed.
    if (shown) {
      dispatch({
        type: 'UPDATE',
        path: CURRENT_PASSWORD,
        valid: false,
        errorMessage: CURRENT_PASSWORD_MISSING,
      })
    } else dispatch({ type: 'REMOVE', path: CURRENT_PASSWORD })
  }, [shown, dispatch])

  if (!shown) return null
  return (
    <div style={{ marginBottom: 24 }}>
      <PasswordField
        autoComplete="current-password"
        field={{ name: CURRENT_PASSWORD, label: 'Current password', required: true }}
        path={CURRENT_PASSWORD}
        validate={required}
      />
    </div>
  )
}
