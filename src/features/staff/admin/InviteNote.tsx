'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { INVITE_VALID_MS } from '@/features/staff/invite'

const DAYS = INVITE_VALID_MS / (24 * 60 * 60 * 1000)

/**
 * On a new user: the password fields give way to a note. The form's "Save and invite" button
 * (InviteSaveButton) sends no password; the server gives the account a random one and e-mails the
 * link to choose one.
 */
export function InviteNote() {
  const { id } = useDocumentInfo()
  if (id !== undefined) return null
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
