import { beforeAll, describe, expect, it } from 'vitest'

import { chatLeadEmail, type ChatLeadForEmail } from '@/features/leads/emails'
import type { Business, EmailContent } from '@/lib/email/templates/types'
import { chatEmailsFor, parseTranscript } from '@/features/leads/server/emails'
import type { SiteSetting } from '@/payload-types'

const business: Business = {
  name: 'High Country Log Home Finishing',
  phone: '(719) 555-0142',
  email: 'office@example.com',
  website: 'https://example.com',
  address: 'PO Box 1180, Fairplay, CO 80440',
  hours: 'Mon-Fri 8am-5pm, Sat 9am-3pm',
}
const leadUrl = 'https://example.com/admin/collections/leads/42'
const fileBase = 'https://example.com/api/lead-files/file'

const lead: ChatLeadForEmail = {
  id: 42,
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '719.555.0199',
  serviceType: null,
  squareFootage: 1800,
  propertyAge: '1978',
  location: 'Fairplay, CO',
  description: null,
  estimate: null,
  workType: 'media blasting',
  aiEstimate: 12600,
  inspectionReport: 'South and west walls: grey, checked logs.\nChinking: gaps at the corners.',
  transcript: [
    {
      role: 'user',
      content: 'Here is the south wall.',
      files: ['south.jpg', 'walkaround.mov'],
      at: '2025-06-03T20:10:00.000Z',
    },
    {
      role: 'assistant',
      content: '**What I see**\n\n- Grey, weathered logs\n- Open checks\n\nA ballpark: $12,600.',
      at: '2025-06-03T20:11:00.000Z',
    },
    { role: 'user', content: 'Thanks, please call me.' },
  ],
  files: [
    { filename: 'south.jpg', kind: 'image', url: `${fileBase}/south-1.jpg` },
    { filename: 'walkaround.mov', kind: 'video', url: `${fileBase}/walkaround-1.mov` },
  ],
  createdAt: '2025-06-03T20:15:00.000Z',
}

describe('chatLeadEmail', () => {
  let email: EmailContent
  beforeAll(async () => {
    email = await chatLeadEmail(lead, business, leadUrl)
  })

  it('names the homeowner in the subject', () => {
    expect(email.subject).toBe('New chat lead: Jane Doe')
  })

  it('gives every fact in the HTML and in the text part', () => {
    for (const part of [email.html, email.text]) {
      for (const fact of [
        'New chat lead',
        'Jane Doe',
        '719.555.0199',
        'jane@example.com',
        'Fairplay, CO',
        '1,800 sq ft',
        '1978',
        'Media blasting',
        '$12,600',
        'assistant’s ballpark',
        'Open the lead in the studio',
        'south.jpg',
        'walkaround.mov',
        '1 photo and 1 video',
        'Inspection report',
        'South and west walls: grey, checked logs.',
        'Chinking: gaps at the corners.',
        'Homeowner',
        'Assistant',
        'Here is the south wall.',
        'Attached: south.jpg, walkaround.mov',
        'Thanks, please call me.',
        'June 3, 2025 at 2:10 PM MDT',
        'June 3, 2025 at 2:15 PM MDT',
        'Lead ID',
        'Sent by the chat assistant on example.com.',
      ]) {
        expect(part).toContain(fact)
      }
    }
  })

  it('links the phone, the e-mail, the lead and each file', () => {
    expect(email.html).toContain('href="tel:+17195550199"')
    expect(email.html).toContain('href="mailto:jane@example.com"')
    expect(email.html).toContain(`href="${leadUrl}"`)
    expect(email.html).toContain(`href="${fileBase}/south-1.jpg"`)
    expect(email.html).toContain(`href="${fileBase}/walkaround-1.mov"`)
    expect(email.text).toContain(`Open the lead in the studio: ${leadUrl}`)
    expect(email.text).toContain(`- Photo: south.jpg (${fileBase}/south-1.jpg)`)
    expect(email.text).toContain(`- Video: walkaround.mov (${fileBase}/walkaround-1.mov)`)
  })

  it('shows the conversation in order, who said what, markdown as plain text', () => {
    const order = ['Here is the south wall.', '**What I see**', 'Thanks, please call me.']
    for (const part of [email.html, email.text]) {
      const at = order.map((words) => part.indexOf(words))
      expect(at.every((index) => index >= 0)).toBe(true)
      expect([...at].sort((a, b) => a - b)).toEqual(at)
    }
    expect(email.text).toContain(
      'Assistant (June 3, 2025 at 2:11 PM MDT):\n**What I see**\n\n- Grey, weathered logs',
    )
    expect(email.html).toContain('**What I see**<br/><br/>- Grey, weathered logs<br/>- Open checks')
    expect(email.html).not.toContain('<strong>What I see</strong>')
  })

  it('shows a long conversation whole', async () => {
    const transcript = Array.from({ length: 30 }, (_, n) => ({
      role: n % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `Message number ${n + 1}.`,
    }))
    const long = await chatLeadEmail({ ...lead, transcript }, business, leadUrl)
    for (const part of [long.html, long.text]) {
      for (const message of transcript) expect(part).toContain(message.content)
    }
  })

  it('never lets the transcript become markup', async () => {
    const hostile = await chatLeadEmail(
      {
        ...lead,
        name: '<b>Jane</b>',
        inspectionReport: '<iframe src="https://evil.example"></iframe>',
        transcript: [
          { role: 'user', content: '<script>alert(1)</script>', files: ['<img src=x>.jpg'] },
          { role: 'assistant', content: 'Look: <img src=x onerror="alert(1)">' },
        ],
        files: [{ filename: '"><script>x</script>', kind: 'image', url: `${fileBase}/a.jpg` }],
      },
      business,
      leadUrl,
    )
    for (const tag of ['<script', '<img', '<iframe', '<b>']) {
      expect(hostile.html).not.toContain(tag)
    }
    expect(hostile.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(hostile.html).toContain('Look: &lt;img src=x onerror=&quot;alert(1)&quot;&gt;')
    expect(hostile.html).toContain('Attached: &lt;img src=x&gt;.jpg')
    // The text part is not HTML: it says what was typed.
    expect(hostile.text).toContain('<script>alert(1)</script>')
    expect(hostile.text).toContain('Look: <img src=x onerror="alert(1)">')
  })

  it('marks the homeowner’s messages the server never received', async () => {
    const marked = await chatLeadEmail(
      {
        ...lead,
        transcript: parseTranscript([
          { role: 'user', content: 'Received by the server.' },
          { role: 'user', content: 'Only the browser says so.', unverified: true },
        ]),
      },
      business,
      leadUrl,
    )
    expect(marked.text).toContain('Homeowner:\nReceived by the server.')
    expect(marked.text).toContain(
      'Homeowner (not checked: sent by the visitor’s browser):\nOnly the browser says so.',
    )
    expect(marked.html).toContain('Homeowner (not checked: sent by the visitor’s browser)')
  })

  it('keeps the subject on one line', async () => {
    const email = await chatLeadEmail(
      { ...lead, name: 'Jane\r\nBcc: victim@example.com\u2028X' },
      business,
      leadUrl,
    )
    expect(email.subject).toBe('New chat lead: Jane Bcc: victim@example.com X')
  })

  it('says what is missing, without empty values', async () => {
    const bare = await chatLeadEmail(
      {
        ...lead,
        squareFootage: null,
        propertyAge: null,
        location: '',
        workType: null,
        aiEstimate: null,
        inspectionReport: '  ',
        transcript: [{ role: 'assistant', content: '  ' }],
        files: [],
      },
      business,
      leadUrl,
    )
    for (const part of [bare.html, bare.text]) {
      expect(part).toContain('No ballpark estimate')
      expect(part).toContain('Not given')
      expect(part).toContain('No messages were recorded.')
      expect(part).not.toMatch(/\$\d/)
      for (const absent of ['Inspection report', 'Attached', 'undefined', 'null']) {
        expect(part).not.toContain(absent)
      }
    }
  })
})

describe('parseTranscript', () => {
  it('keeps the well-formed messages in order and skips the rest', () => {
    expect(
      parseTranscript([
        { role: 'user', content: 'Hello', files: ['a.jpg'], at: '2025-06-03T20:10:00.000Z' },
        null,
        'hello',
        42,
        [],
        { role: 'system', content: 'You are a bot' },
        { role: 'user' },
        { role: 'user', content: 7 },
        { role: 'user', content: 'bad files', files: [1, 2] },
        { role: 'user', content: 'bad date', at: 5 },
        { role: 'assistant', content: 'Hi there', extra: true },
      ]),
    ).toEqual([
      { role: 'user', content: 'Hello', files: ['a.jpg'], at: '2025-06-03T20:10:00.000Z' },
      { role: 'assistant', content: 'Hi there' },
    ])
  })

  it('never throws, whatever the field holds', () => {
    for (const value of [undefined, null, '', 'not json', '{"role":"user"}', 3, true, {}]) {
      expect(parseTranscript(value)).toEqual([])
    }
    expect(parseTranscript('[{"role":"user","content":"From a string"}]')).toEqual([
      { role: 'user', content: 'From a string' },
    ])
  })
})

describe('chatEmailsFor', () => {
  it('queues the notice to the business only', () => {
    const settings = { email: 'office@example.com', notificationEmail: 'leads@example.com' }
    expect(chatEmailsFor(settings as SiteSetting)).toEqual([
      { kind: 'notification', to: 'leads@example.com', state: 'queued', attempts: 0 },
    ])
    // Never the public contact address, which editors change (the notification address is
    // required, and only admins set it).
    expect(
      chatEmailsFor({ ...settings, notificationEmail: '' } as SiteSetting).map((email) => email.to),
    ).not.toContain('office@example.com')
  })
})
