import type { Lead } from '@/payload-types'

/**
 * Saves a change to a lead through Payload's REST API as the signed-in user (the studio's cookie),
 * so access rules and the history hook apply exactly as in the form. Throws with Payload's message.
 */
export async function updateLead(id: number | string, data: Partial<Lead>): Promise<Lead> {
  const response = await fetch(`/api/leads/${encodeURIComponent(String(id))}?depth=0`, {
    method: 'PATCH',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  })
  const body = (await response.json().catch(() => null)) as {
    doc?: Lead
    errors?: { message?: string; data?: { errors?: { message?: string }[] } }[]
  } | null
  if (!response.ok || !body?.doc) {
    const error = body?.errors?.[0]
    throw new Error(
      error?.data?.errors?.[0]?.message ??
        error?.message ??
        `The change was not saved (${response.status}).`,
    )
  }
  return body.doc
}
