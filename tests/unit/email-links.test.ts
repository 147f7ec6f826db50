import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { forgotPassword } from '@/collections/Users/hooks/passwordReset'
import { businessFor, deliverLeadEmails, emailsFor } from '@/features/leads/server/emails'
import { undoEmailChangePath } from '@/features/staff/emailChange'
import { emailChangeEmail } from '@/features/staff/emailChangeEmail'
import type { Lead, LeadFile, Outbox, SiteSetting } from '@/payload-types'

/**
 * Every e-mail the site sends, rendered the way it is sent, with every link checked: a mail client
 * opens only absolute links, so each is on the site's public address (NEXT_PUBLIC_SERVER_URL), or
 * a phone number or an e-mail address. The e-mails: the homeowner's estimate and the business's
 * notice (estimate form), the business's notice of a chat lead, and the studio's password reset
 * and notice of a changed e-mail address.
 * Payload's other e-mail, the account check (`auth.verify`), is not turned on. A stand-in for
 * Payload keeps the outbox in memory (tests/unit/email-deliver.test.ts does the same).
 */
const SITE = 'https://site.example.com'
const saved = { key: process.env.RESEND_API_KEY, url: process.env.NEXT_PUBLIC_SERVER_URL }
beforeAll(() => {
  delete process.env.RESEND_API_KEY
  process.env.NEXT_PUBLIC_SERVER_URL = `${SITE}/`
})
afterAll(() => {
  if (saved.key !== undefined) process.env.RESEND_API_KEY = saved.key
  if (saved.url === undefined) delete process.env.NEXT_PUBLIC_SERVER_URL
  else process.env.NEXT_PUBLIC_SERVER_URL = saved.url
})

const settings = {
  businessName: 'High Country Log Home Finishing',
  phone: '(719) 555-0142',
  email: 'office@example.com',
  notificationEmail: 'leads@example.com',
  hoursText: 'Mon-Fri 8am-5pm',
  address: { streetAddress: 'PO Box 1180', locality: 'Fairplay', region: 'CO' },
} as SiteSetting

const photo = {
  id: 1,
  alt: 'Photo sent in the chat',
  kind: 'image',
  originalName: 'north.jpg',
  filename: '1-north.jpg',
  url: '/api/lead-files/file/1-north.jpg',
  createdAt: '2025-06-03T20:10:00.000Z',
  updatedAt: '2025-06-03T20:10:00.000Z',
} satisfies LeadFile

const lead: Lead = {
  id: 7,
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '719 555 0199',
  status: 'new',
  source: 'calculator',
  serviceType: 'basic',
  squareFootage: 1500,
  location: 'Alma, CO',
  description: 'See https://example.org/my-house for the pictures.',
  estimate: 5250,
  media: [photo],
  emails: emailsFor(settings, 'jane@example.com').map((email, index) => ({
    ...email,
    id: String(index),
  })),
  createdAt: '2025-06-03T20:15:00.000Z',
  updatedAt: '2025-06-03T20:15:00.000Z',
}

const chatLead: Lead = {
  ...lead,
  source: 'chat',
  aiEstimate: 5400,
  transcript: [{ role: 'user', content: 'The north wall.', files: ['north.jpg'] }],
  emails: [{ id: 'n', kind: 'notification', to: 'leads@example.com', state: 'queued' }],
}

async function sent(of: Lead) {
  const outbox: Partial<Outbox>[] = []
  const payload = {
    findByID: async () => of,
    findGlobal: async () => settings,
    create: async ({ data }: { data: Partial<Outbox> }) => outbox.push(data),
    update: async () => of,
    logger: { info: () => {} },
  } as unknown as Payload
  await deliverLeadEmails(payload, of.id)
  return outbox.map(({ subject, html, text }) => ({ subject, html: html!, text: text! }))
}

async function passwordReset() {
  const req = {
    payload: {
      findGlobal: async () => settings,
      config: { routes: { admin: '/admin' }, admin: { routes: { reset: '/reset' } } },
    },
  } as unknown as PayloadRequest
  const token = 'a1b2c3d4'
  return {
    subject: await forgotPassword.generateEmailSubject({ req, token }),
    html: await forgotPassword.generateEmailHTML({ req, token }),
  }
}

/** Every href and src of the HTML, entities decoded. */
const linksOf = (html: string) =>
  [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map(([, url]) => url.replaceAll('&amp;', '&'))

/** A link a mail client can open: on the site's address, or a phone number or e-mail address. */
const opens = (url: string) =>
  /^(tel:\+\d+|mailto:[^/\s]+)$/.test(url) || url === SITE || url.startsWith(`${SITE}/`)

describe('every link of every e-mail is absolute, on the site’s address', () => {
  it('the estimate form’s two e-mails', async () => {
    const emails = await sent(lead)
    expect(emails.map((email) => email.subject)).toEqual([
      'New estimate request: Jane Doe, Alma, CO — $5,250',
      'Your log home estimate: $5,250 | High Country Log Home Finishing',
    ])
    for (const email of emails) {
      const links = linksOf(email.html)
      expect(links).toContain(SITE)
      for (const url of links) expect(opens(url), `${email.subject}: ${url}`).toBe(true)
    }
    expect(linksOf(emails[0].html)).toContain(`${SITE}/admin/collections/leads/7`)
  })

  it('the chat lead’s notice, with its files', async () => {
    const [notice] = await sent(chatLead)
    const links = linksOf(notice.html)
    expect(links).toContain(`${SITE}/api/lead-files/file/1-north.jpg`)
    for (const url of links) expect(opens(url), url).toBe(true)
  })

  it('the studio’s password reset, which names the business', async () => {
    const email = await passwordReset()
    expect(email.subject).toBe('Reset your studio password | High Country Log Home Finishing')
    const links = linksOf(email.html)
    expect(links).toContain(`${SITE}/choose-password/a1b2c3d4`)
    for (const url of links) expect(opens(url), url).toBe(true)
    expect(email.html).toContain('High Country Log Home Finishing')
    expect(email.html).toContain('60 minutes')
  })

  it('the notice of a changed e-mail address, with its undo link', async () => {
    const undo = `${SITE}${undoEmailChangePath('7.abc_DEF-123')}`
    const email = await emailChangeEmail(
      businessFor(settings),
      {
        from: 'owner@example.com',
        to: 'someone.else@example.net',
        at: '2025-06-03T20:15:00.000Z',
        by: 'an admin, Olive Owner',
      },
      undo,
      7,
    )
    expect(email.subject).toBe(
      'Your studio e-mail address was changed | High Country Log Home Finishing',
    )
    const links = linksOf(email.html)
    expect(links).toContain(`${SITE}/undo-email-change/7.abc_DEF-123`)
    for (const url of links) expect(opens(url), url).toBe(true)
    expect(email.text).toContain(
      'was changed from owner@example.com to someone.else@example.net on June 3, 2025 at 2:15 PM MDT, by an admin, Olive Owner.',
    )
    expect(email.text).toContain('The link works once, for 7 days.')
  })
})
