'use client'

import { FormSubmit, SaveButton, toast, useDocumentInfo, useForm } from '@payloadcms/ui'

/**
 * The users' Save button. On an existing account, Payload's own. On a new one, "Save and invite":
 * it sends the form without the browser's check of the password fields, which a new account
 * leaves empty (the form would stop at them; hidden, they could not even show why). The server
 * still checks every field it stores, gives the account a random password nobody knows and
 * e-mails the new user a link to choose theirs (collections/Users/hooks/invite.ts). The owner
 * reads "Invitation sent to …", not Payload's "User successfully created.".
 */
export function InviteSaveButton() {
  const { id } = useDocumentInfo()
  const { getDataByPath, setSubmitted, submit } = useForm()
  if (id !== undefined) return <SaveButton />
  const invite = async () => {
    const email = String(getDataByPath('email') ?? '')
    // Submitted before the request: the form's own check of its state (a request Payload sends
    // 250 ms after the last keystroke) then asks the server to validate too. Sent unvalidated
    // while this save was under way, its answer came back after the save's refusal and took the
    // refusal's field errors off the fields (a name left out showed nothing but a toast).
    setSubmitted(true)
    const result = await submit({ skipValidation: true, disableSuccessStatus: true })
    if (result && result.res.ok) toast.success(`Invitation sent to ${email}.`)
  }
  return (
    <FormSubmit buttonId="action-save" size="medium" type="button" onClick={() => void invite()}>
      Save and invite
    </FormSubmit>
  )
}
