import { beforeAll, describe, expect, it } from 'vitest'

import { estimateEmail, notificationEmail, type LeadForEmail } from '@/features/leads/emails'
import type { Business, EmailContent } from '@/lib/email/templates/types'

const business: Business = {
  name: 'High Country Log Home Finishing',
  phone: '(719) 555-0142',
  email: 'office@example.com',
  website: 'https://example.com',
  address: 'PO Box 1180, Fairplay, CO 80440',
  hours: 'Mon-Fri 8am-5pm, Sat 9am-3pm',
}

const lead: LeadForEmail = {
  id: 42,
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '719.555.0199',
  serviceType: 'basic',
  squareFootage: 1000,
  propertyAge: '1985',
  location: 'Alma, CO',
  description: 'South wall is grey.\nSome checking on the logs.',
  estimate: 3500,
  files: [
    { filename: 'front.jpg', kind: 'image' },
    { filename: 'south.jpg', kind: 'image' },
    { filename: 'deck.heic', kind: 'image' },
    { filename: 'walkaround.mov', kind: 'video' },
  ],
  createdAt: '2025-06-03T20:15:00.000Z',
}

/** A lead with only the required fields. */
const bare: LeadForEmail = {
  id: 7,
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '7195550100',
  serviceType: null,
  squareFootage: null,
  propertyAge: null,
  location: '',
  description: null,
  estimate: null,
  files: [],
  createdAt: '2025-06-03T20:15:00.000Z',
}

const hostile = '<script>alert(1)</script> O\'Brien & Sons "Log" Co'
const leadUrl = 'https://example.com/admin/collections/leads/42'

/** Anything in the HTML that looks like an entity but is not one React writes. */
const strayAmpersand = /&(?!amp;|lt;|gt;|quot;|#\d+;|#x[0-9a-f]+;)/i

describe('estimateEmail', () => {
  let email: EmailContent
  beforeAll(async () => {
    email = await estimateEmail(lead, business)
  })

  it('is a complete HTML document with a preheader', () => {
    expect(email.html).toMatch(/^<!DOCTYPE html/)
    expect(email.html).toMatch(/<html [^>]*lang="en"/)
    expect(email.html).toContain('charset=UTF-8')
    expect(email.html).toContain('name="viewport"')
    expect(email.html).toContain('max-width:600px')
    expect(email.html).toContain('role="presentation"')
    expect(email.html).toMatch(/<div style="display:none[^>]*>Your ballpark estimate: \$3,500/)
    expect(email.html).not.toMatch(/<img|<link|<script|src="http/)
  })

  it('keeps its text part free of markup', () => {
    expect(email.text).not.toMatch(/<[a-z/!]/i)
    expect(email.text).not.toMatch(/&[a-z#0-9]+;/i)
  })

  it('greets the homeowner and shows the estimate, the service and the rate', () => {
    expect(email.subject).toContain('$3,500')
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Hi Jane Doe,')
      expect(part).toContain('$3,500')
      expect(part).toContain('Basic Maintenance / Recoat')
      expect(part).toContain('1,000 sq ft × $3.50 per sq ft')
    }
  })

  it('takes whole feet for the rate line, as estimateCost does', async () => {
    const email = await estimateEmail(
      { ...lead, serviceType: 'full', squareFootage: 1234.9, estimate: 9255 },
      business,
    )
    expect(email.text).toContain('$9,255')
    expect(email.text).toContain('1,234 sq ft × $7.50 per sq ft')
  })

  it('says the figure is a ballpark and the quote follows a free inspection', () => {
    for (const part of [email.html, email.text]) {
      expect(part).toContain('ballpark figure from our standard price table')
      expect(part).toContain('Your final quote follows a free on-site inspection')
    }
  })

  it('tells what happens next', () => {
    for (const part of [email.html, email.text]) {
      expect(part).toContain('What happens next')
      expect(part).toContain('any photos or videos you sent')
      expect(part).toContain('We contact you within 24-48 hours')
      expect(part).toContain('schedule your free on-site inspection')
      expect(part).toContain('written quote')
    }
  })

  it('sums up the request: service, size, place and the files, counted', () => {
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Your request')
      expect(part).toContain('1,000 sq ft')
      expect(part).toContain('Alma, CO')
      expect(part).toContain('3 photos and 1 video')
    }
  })

  it('repeats nothing typed freely that could carry someone else’s message', async () => {
    // The e-mail goes to whatever address was typed: a stranger's words must not ride along.
    const email = await estimateEmail(
      {
        ...lead,
        name: 'Ann https://evil.example.com/prize win.example.net 246-8100',
        location: 'Alma, CO 80440 — call 1 900 246 8100, www.evil.example or refunds@evil.example',
        propertyAge: 'Call 1-900-246-8100 for your prize',
        phone: '+1 900 246 8100 prize line',
        description: 'Your account is locked. Verify it at hxxp://evil now.',
      },
      business,
    )
    for (const part of [email.subject, email.html, email.text]) {
      for (const typed of ['evil', 'example.net', 'prize', 'Verify', 'locked', '246', 'refunds']) {
        expect(part).not.toContain(typed)
      }
    }
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Hi Ann,')
      expect(part).toContain('Alma, CO — call or')
      // Neither the e-mail address it went to nor the phone number: the homeowner knows them.
      expect(part).not.toContain('jane@example.com')
      expect(part).not.toContain('Property age')
    }
  })

  it('keeps a ZIP code in the place', async () => {
    const email = await estimateEmail({ ...lead, location: 'Alma, CO 80440' }, business)
    expect(email.text).toContain('Location: Alma, CO 80440')
  })

  it('keeps the name and the place short, on one line', async () => {
    const email = await estimateEmail(
      {
        ...lead,
        name: 'Maximilian Alexander\nBartholomew Featherstonehaugh-Smythe the Third',
        location: 'Up the dirt road past the third cattle guard, then left at the big rock, Alma',
      },
      business,
    )
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Hi Maximilian Alexander Bartholomew,')
      expect(part).toContain('Up the dirt road past the third cattle guard, then left at')
      expect(part).not.toContain('big rock')
    }
  })

  it('ends with the business contact details', () => {
    expect(email.html).toContain('href="tel:+17195550142"')
    expect(email.html).toContain('href="mailto:office@example.com"')
    expect(email.html).toContain('href="https://example.com"')
    for (const part of [email.html, email.text]) {
      expect(part).toContain('High Country Log Home Finishing')
      expect(part).toContain('(719) 555-0142')
      expect(part).toContain('office@example.com')
      expect(part).toContain('PO Box 1180, Fairplay, CO 80440')
      expect(part).toContain('Mon-Fri 8am-5pm, Sat 9am-3pm')
    }
  })

  it('leaves out the fields the homeowner did not fill', async () => {
    const email = await estimateEmail(bare, { ...business, address: undefined, hours: undefined })
    for (const part of [email.html, email.text]) {
      for (const label of [
        'Service',
        'Square footage',
        'Property age',
        'Location',
        'Description',
        'Photos and videos',
        'Hours',
        'undefined',
        'null',
      ]) {
        expect(part).not.toContain(label)
      }
      expect(part).toContain('Hi Sam Lee,')
      expect(part).not.toContain('Your request')
    }
  })

  it('says hello when nothing of the name can be repeated', async () => {
    const email = await estimateEmail({ ...bare, name: 'www.evil.example' }, business)
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Hello,')
      expect(part).not.toContain('evil')
    }
  })

  it('promises a price after review when there is no estimate', async () => {
    for (const estimate of [null, 0]) {
      const email = await estimateEmail({ ...bare, estimate }, business)
      expect(email.subject).not.toContain('$')
      for (const part of [email.html, email.text]) {
        expect(part).toContain('our team will price your project after reviewing your details')
        expect(part).not.toContain('$0')
        expect(part).not.toContain('Your ballpark estimate')
      }
    }
  })

  it('escapes everything the homeowner typed', async () => {
    const email = await estimateEmail(
      {
        ...lead,
        name: hostile,
        location: hostile,
        propertyAge: hostile,
        description: hostile,
        serviceType: hostile,
      },
      business,
    )
    expect(email.html).not.toContain('<script>')
    expect(email.html).not.toContain("O'Brien")
    expect(email.html).not.toMatch(strayAmpersand)
    expect(email.html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; O&#x27;Brien &amp; Sons &quot;Log&quot; Co',
    )
    expect(email.text).toContain(hostile)
  })
})

describe('notificationEmail', () => {
  let email: EmailContent
  beforeAll(async () => {
    email = await notificationEmail(lead, business, leadUrl)
  })

  it('names the homeowner, the place and the estimate in the subject', async () => {
    expect(email.subject).toBe('New estimate request: Jane Doe, Alma, CO — $3,500')
    expect((await notificationEmail(bare, business, leadUrl)).subject).toBe(
      'New estimate request: Sam Lee, no location — no estimate',
    )
  })

  it('links to the lead and to the homeowner', () => {
    // The button: a link whose text, between Outlook's spacing, is 'Open the lead'.
    expect(email.html).toMatch(
      /<a href="https:\/\/example.com\/admin\/collections\/leads\/42"[^>]*>(?:(?!<\/a>).)*>Open the lead<\/span>/,
    )
    expect(email.html).toContain('href="tel:+17195550199"')
    expect(email.html).toContain('href="mailto:jane@example.com"')
    expect(email.text).toContain(`Open the lead: ${leadUrl}`)
  })

  it('lists every field and every file', () => {
    for (const part of [email.html, email.text]) {
      for (const value of [
        'Jane Doe',
        '719.555.0199',
        'jane@example.com',
        'Basic Maintenance / Recoat',
        '1,000 sq ft',
        '1985',
        'Alma, CO',
        'South wall is grey.',
        '$3,500',
        '3 photos and 1 video',
        'June 3, 2025 at 2:15 PM MDT',
        'front.jpg (photo)',
        'walkaround.mov (video)',
      ]) {
        expect(part).toContain(value)
      }
    }
  })

  it('says when a field was not given and when there is no estimate', async () => {
    const email = await notificationEmail(bare, business, leadUrl)
    for (const part of [email.html, email.text]) {
      expect(part).toContain('No ballpark estimate')
      expect(part).toContain('Not given')
      expect(part).not.toContain('$0')
      expect(part).not.toContain('undefined')
      expect(part).not.toContain('null')
      expect(part).not.toContain('Files')
    }
  })

  it('escapes the homeowner values', async () => {
    const email = await notificationEmail(
      { ...lead, name: hostile, email: 'x"@example.com', description: hostile },
      business,
      leadUrl,
    )
    expect(email.html).not.toContain('<script>')
    expect(email.html).not.toContain('x"@')
    expect(email.html).not.toMatch(strayAmpersand)
    expect(email.html).toContain('href="mailto:x&quot;@example.com"')
  })
})

describe('subjects', () => {
  it('never carry a line break', async () => {
    const name = 'Jane\r\nBcc: victim@example.com\nX'
    for (const email of await Promise.all([
      estimateEmail({ ...lead, name }, { ...business, name: 'High\r\nCountry' }),
      notificationEmail({ ...lead, name, location: 'Alma\r\nCO' }, business, leadUrl),
    ])) {
      expect(email.subject).not.toMatch(/[\r\n]/)
      expect(email.html).toMatch(/<title>[^\r\n<]*<\/title>/)
    }
    expect((await notificationEmail({ ...lead, name }, business, leadUrl)).subject).toBe(
      'New estimate request: Jane Bcc: victim@example.com X, Alma, CO — $3,500',
    )
  })
})
