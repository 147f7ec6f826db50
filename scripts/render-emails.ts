/**
 * The 24-48 hour promise's e-mails as the business receives them, drawn by the real code on a
 * throw-away database (the seed's Business profile, a few leads at set times): the "due soon"
 * reminder, the "overdue" reminder and the morning digest, each sent through the site's own
 * sending code into the outbox, then printed as plain text (the HTML is the same content; its
 * links are absolute too). For the closing note of issue 26:
 *   node node_modules/tsx/dist/cli.mjs scripts/render-emails.ts [--html]
 * NEXT_PUBLIC_SERVER_URL sets the site's address in the links (https://www.example.com here).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hclh-render-emails-'))
process.env.DATABASE_URI = `file:${path.join(dir, 'emails.db')}`
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.LEAD_FILES_DIR = path.join(dir, 'lead-files')
process.env.PAYLOAD_SECRET ||= 'render-emails-secret'
process.env.NEXT_PUBLIC_SERVER_URL ||= 'https://www.example.com'
delete process.env.RESEND_API_KEY

const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { siteSettings } = await import('../seed/content/settings')
const { deliverDigest, deliverReminder } = await import('@/features/leads/server/reminders')

const payload = await getPayload({ config })
try {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { ...siteSettings, notificationEmail: 'office@example.com', morningDigest: true },
    context: { disableRevalidate: true },
  })
  const lead = (name: string, createdAt: string, extra: object = {}) =>
    payload.create({
      collection: 'leads',
      context: { disableRevalidate: true },
      data: {
        name,
        email: `${name.split(' ')[0].toLowerCase()}@example.com`,
        phone: '(719) 555-0142',
        source: 'calculator',
        location: 'Fairplay, CO',
        createdAt,
        ...extra,
      } as never,
    })
  // Friday Nov 27, 2026, 6 PM MST: due Tuesday Dec 1, 5 PM.
  const fiona = await lead('Fiona Friday', '2026-11-28T01:00:00Z')
  // Wednesday Nov 25, 10 AM: due Friday Nov 27, 10 AM; overdue since.
  const walt = await lead('Walt Waiting', '2026-11-25T17:00:00Z', { source: 'chat' })
  // Monday Nov 30 (yesterday for Tuesday's digest), 11 AM, answered.
  await lead('Yara Yesterday', '2026-11-30T18:00:00Z', { status: 'contacted' })

  await deliverReminder(payload, fiona.id, 'soon', new Date('2026-12-01T20:00:00Z'))
  await deliverReminder(payload, walt.id, 'overdue', new Date('2026-12-01T15:00:00Z'))
  await deliverDigest(payload, '2026-12-01', new Date('2026-12-01T15:00:00Z'))

  const sent = await payload.find({ collection: 'outbox', sort: 'createdAt', pagination: false })
  for (const email of sent.docs) {
    console.log('='.repeat(100))
    console.log(`To: ${email.to}\nSubject: ${email.subject}\nKind: ${email.kind}\n`)
    console.log(process.argv.includes('--html') ? email.html : email.text)
  }
} finally {
  await payload.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
}
