'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect } from 'react'

import { INVITE_PASSWORD, INVITE_VALID_MS } from '@/features/staff/invite'

const DAYS = INVITE_VALID_MS / (24 * 60 * 60 * 1000)

/**
 * On a new user: the password fields give way to a note, and the form sends the invitation's
 * stand-in (the server gives the account a random password and e-mails the link to choose one).
 */
export function InviteNote() {
  const { id } = useDocumentInfo()
  const dispatch = useFormFields(([, dispatchFields]) => dispatchFields)
  const password = useFormFields(([fields]) => fields.password?.value)
  const confirm = useFormFields(([fields]) => fields['confirm-password']?.value)
  const creating = !id
  // Again whenever the form's state replaces them (the server's state arrives after the first
  // draw, and after changes), so the form never holds an empty, invalid password.
  useEffect(() => {
    if (!creating) return
    for (const [path, value] of [
      ['password', password],
      ['confirm-password', confirm],
    ] as const) {
      if (value === INVITE_PASSWORD) continue
      dispatch({ type: 'UPDATE', path, value: INVITE_PASSWORD, valid: true, errorMessage: '' })
    }
  }, [creating, dispatch, password, confirm])
  if (!creating) return null
  return (
    <div className="field-type" data-testid="invite-note" style={{ marginBottom: 24 }}>
      <style>{'.auth-fields__changing-password{display:none}'}</style>
      <p>
        When you save, the new user gets an e-mail with a link to choose their own password (the
        link works for {DAYS} days). You never type or see their password.
      </p>
    </div>
  )
}
