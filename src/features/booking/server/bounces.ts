import 'server-only'

import type { Payload } from 'payload'
import { Resend } from 'resend'

/**
 * `POST /api/email/events`: the mail service's (Resend's) webhook, signed with the secret its
 * dashboard gives (RESEND_WEBHOOK_SECRET; without one the address does not exist). A bounced
 * message marks the visits to come booked with its address (`emailBouncedAt`), which the
 * dashboard then flags: a homeowner who cannot get the e-mail, or an address someone made up.
 * A visit is never cancelled for it. Anything not signed with the secret is refused (400) and
 * changes nothing.
 */
export async function handleEmailEvents(request: Request, payload: Payload): Promise<Response> {
  const secret = process.env.RESEND_WEBHOOK_SECRET
  if (!secret) return new Response('Not found', { status: 404 })
  const text = await request.text()
  let event
  try {
    event = new Resend(process.env.RESEND_API_KEY || 're_unused').webhooks.verify({
      payload: text,
      headers: {
        id: request.headers.get('svix-id') ?? '',
        timestamp: request.headers.get('svix-timestamp') ?? '',
        signature: request.headers.get('svix-signature') ?? '',
      },
      webhookSecret: secret,
    })
  } catch {
    return Response.json(
      { success: false, error: 'Not signed by the mail service.' },
      { status: 400 },
    )
  }
  if (event.type === 'email.bounced') await markBounced(payload, event.data.to, new Date())
  return Response.json({ success: true })
}

/** Marks the booked visits still to come whose e-mail is one of `addresses`. */
export async function markBounced(payload: Payload, addresses: readonly string[], now: Date) {
  const typed = addresses.map((address) => address.trim()).filter(Boolean)
  const emails = [...new Set([...typed, ...typed.map((address) => address.toLowerCase())])]
  if (emails.length === 0) return 0
  const { docs } = await payload.update({
    collection: 'visits',
    where: {
      and: [
        { state: { equals: 'booked' } },
        { end: { greater_than: now.toISOString() } },
        { email: { in: emails } },
        { emailBouncedAt: { exists: false } },
      ],
    },
    data: { emailBouncedAt: now.toISOString() },
    overrideAccess: true,
  })
  return docs.length
}
