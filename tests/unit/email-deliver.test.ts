import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deliverLeadEmails, emailsFor } from '@/features/leads/server/emails'
import type { Lead, LeadFile, Outbox, SiteSetting } from '@/payload-types'

/**
 * Which e-mail a lead's notice is, with a stand-in for Payload: without RESEND_API_KEY the
 * messages land in the outbox, which the stand-in keeps in memory.
 */
const saved = { key: process.env.RESEND_API_KEY, url: process.env.NEXT_PUBLIC_SERVER_URL }
beforeAll(() => {
  delete process.env.RESEND_API_KEY
  process.env.NEXT_PUBLIC_SERVER_URL = 'https://logs.example.com'
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
} as SiteSetting

const file = (id: number, name: string, kind: LeadFile['kind']) =>
  ({
    id,
    alt: 'Photo sent in the chat',
    kind,
    originalName: name,
    filename: `${id}-${name}`,
    url: `/api/lead-files/file/${id}-${name}`,
    createdAt: '2025-06-03T20:10:00.000Z',
    updatedAt: '2025-06-03T20:10:00.000Z',
  }) satisfies LeadFile

const baseLead: Lead = {
  id: 7,
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '719 555 0199',
  status: 'new',
  source: 'chat',
  workType: 'chinking',
  squareFootage: 1500,
  location: 'Alma, CO',
  aiEstimate: 5400,
  inspectionReport: 'Chinking has pulled away on the north wall.',
  media: [file(1, 'north.jpg', 'image'), 3, file(2, 'tour.mp4', 'video')],
  transcript: [
    { role: 'user', content: 'The north wall.', files: ['north.jpg'] },
    { role: 'robot', content: 'skipped' },
    'not a message',
    { role: 'assistant', content: 'I see gaps in the chinking.' },
  ],
  emails: [
    { id: 'n', kind: 'notification', to: 'leads@example.com', state: 'queued', attempts: 0 },
  ],
  createdAt: '2025-06-03T20:15:00.000Z',
  updatedAt: '2025-06-03T20:15:00.000Z',
}

function fakePayload(lead: Lead) {
  const outbox: Partial<Outbox>[] = []
  const updates: Partial<Lead>[] = []
  const payload = {
    findByID: async () => lead,
    findGlobal: async () => settings,
    create: async ({ data }: { data: Partial<Outbox> }) => {
      outbox.push(data)
      return { id: outbox.length }
    },
    update: async ({ data }: { data: Partial<Lead> }) => {
      updates.push(data)
      return { ...lead, ...data }
    },
    logger: { info: () => {} },
  } as unknown as Payload
  return { payload, outbox, updates }
}

describe('deliverLeadEmails', () => {
  it('sends a chat lead’s notice as the chat e-mail, with staff links to its files', async () => {
    const { payload, outbox, updates } = fakePayload(baseLead)
    await deliverLeadEmails(payload, baseLead.id)

    expect(outbox).toHaveLength(1)
    const [notice] = outbox
    expect(notice.to).toBe('leads@example.com')
    expect(notice.replyTo).toBe('jane@example.com')
    expect(notice.kind).toBe('notification')
    expect(notice.subject).toBe('New chat lead: Jane Doe')
    for (const part of [notice.html!, notice.text!]) {
      expect(part).toContain('https://logs.example.com/api/lead-files/file/1-north.jpg')
      expect(part).toContain('https://logs.example.com/api/lead-files/file/2-tour.mp4')
      expect(part).toContain('https://logs.example.com/admin/collections/leads/7')
      expect(part).toContain('The north wall.')
      expect(part).toContain('I see gaps in the chinking.')
      expect(part).toContain('Chinking has pulled away on the north wall.')
      expect(part).toContain('$5,400')
      expect(part).not.toContain('skipped')
      expect(part).not.toContain('not a message')
    }
    expect(updates.at(-1)?.emails?.[0]).toMatchObject({ state: 'sent', via: 'outbox', attempts: 1 })
  })

  it('does not stop at a transcript that is not a list', async () => {
    const { payload, outbox } = fakePayload({ ...baseLead, transcript: { role: 'user' } })
    await deliverLeadEmails(payload, baseLead.id)
    expect(outbox[0].text).toContain('No messages were recorded.')
  })

  it('keeps the estimate form’s two e-mails for other leads', async () => {
    const lead: Lead = {
      ...baseLead,
      source: 'calculator',
      serviceType: 'basic',
      estimate: 5250,
      emails: emailsFor(settings, 'jane@example.com').map((email, index) => ({
        ...email,
        id: String(index),
      })),
    }
    const { payload, outbox } = fakePayload(lead)
    await deliverLeadEmails(payload, lead.id)
    expect(outbox.map((email) => [email.to, email.subject])).toEqual([
      ['leads@example.com', 'New estimate request: Jane Doe, Alma, CO — $5,250'],
      ['jane@example.com', 'Your log home estimate: $5,250 | High Country Log Home Finishing'],
    ])
    expect(outbox[0].text).not.toContain('Conversation')
  })
})
