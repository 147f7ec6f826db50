/**
 * The two e-mails of an estimate request: the ballpark estimate to the homeowner and the new-lead
 * notification to the business. Pure functions: the sending pipeline loads the lead and the
 * business profile and passes them in.
 *
 * Each piece of content is built once as a block that knows both its HTML and its plain-text form,
 * so the two parts of an e-mail always say the same thing. The HTML is the conservative kind mail
 * clients need: tables for layout, inline styles, 600px wide, no external CSS or images.
 */
import { formatDollars, formatRate, isServiceType, PRICING } from '@/lib/pricing'
import { telHref } from '@/utilities/phone'

export type Business = {
  name: string
  /** As shown, e.g. '(719) 555-0142'. */
  phone: string
  email: string
  /** Absolute site URL without a trailing slash, e.g. 'https://example.com'. */
  website: string
  /** One line, e.g. 'PO Box 1180, Fairplay, CO 80440'. */
  address?: string
  /** E.g. 'Mon-Fri 8am-5pm, Sat 9am-3pm'. */
  hours?: string
}

export type LeadForEmail = {
  id: string | number
  name: string
  email: string
  phone: string
  /** One of SERVICE_TYPES from '@/lib/pricing', or null. */
  serviceType?: string | null
  squareFootage?: number | null
  propertyAge?: string | null
  location?: string | null
  description?: string | null
  /** Whole dollars. */
  estimate?: number | null
  files: { filename: string; kind: 'image' | 'video' }[]
  /** ISO date. */
  createdAt: string
}

export type EmailContent = { subject: string; html: string; text: string }

// ---------------------------------------------------------------------------------------------
// Formatting

const plainNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
/** The business is in Colorado, so times are shown in Mountain time. */
const mountainTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Denver',
  timeZoneName: 'short',
})

const formatFeet = (feet: number) => `${plainNumber.format(feet)} sq ft`

function formatDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : mountainTime.format(date)
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** '3 photos and 1 video', '2 videos', or '' for no files. */
export function describeFiles(files: LeadForEmail['files']): string {
  const photos = files.filter((file) => file.kind === 'image').length
  const videos = files.length - photos
  return [photos && plural(photos, 'photo'), videos && plural(videos, 'video')]
    .filter(Boolean)
    .join(' and ')
}

/** The label of a known service type; an unknown value as given; undefined for none. */
export function serviceLabel(serviceType: string | null | undefined): string | undefined {
  if (isServiceType(serviceType)) return PRICING[serviceType].label
  return serviceType?.trim() || undefined
}

/** '1,000 sq ft × $3.50 per sq ft', the sum `estimateCost` does, when both inputs are known. */
function rateLine(lead: LeadForEmail): string | undefined {
  const feet = Math.trunc(lead.squareFootage ?? 0)
  if (!isServiceType(lead.serviceType) || !(feet > 0)) return undefined
  return `${formatFeet(feet)} × ${formatRate(PRICING[lead.serviceType].rate)} per sq ft`
}

/** The ballpark figure, or undefined when there is none (missing or 0). */
const estimateOf = (lead: LeadForEmail) =>
  typeof lead.estimate === 'number' && lead.estimate > 0 ? lead.estimate : undefined

/** An optional text field's value, or undefined when it is empty. */
const given = (value: string | null | undefined) => value?.trim() || undefined

// ---------------------------------------------------------------------------------------------
// Escaping

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Safe in HTML text and in double-quoted attributes. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char])

/** Escaped, with line breaks kept as <br>. */
const escapeLines = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>')

/** One line fit for a mail header: control characters (CR, LF, tab...) become single spaces. */
export const headerSafe = (value: string) =>
  value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()

// ---------------------------------------------------------------------------------------------
// Building blocks: each gives the HTML and the plain text of one piece of content.

type Block = { html: string; text: string }

/** Inline content: plain text, bold text, or a link. */
type Span = string | { strong: string } | { link: string; href: string }

const COLOR = {
  page: '#f4ede2',
  card: '#ffffff',
  forest: '#14241c',
  green: '#2f5d46',
  cedar: '#a4521c',
  ink: '#1f1d1a',
  muted: '#5c5750',
  rule: '#e4dccf',
  tint: '#fbf8f3',
}
const SANS = "Arial, 'Helvetica Neue', Helvetica, sans-serif"
const SERIF = "Georgia, 'Times New Roman', serif"
const TEXT_STYLE = `font-family:${SANS};font-size:16px;line-height:24px;color:${COLOR.ink}`
const SMALL_STYLE = `font-family:${SANS};font-size:13px;line-height:20px;color:${COLOR.muted}`

/** 'https://example.com/' → 'example.com'. */
const websiteLabel = (website: string) => website.replace(/^https?:\/\//, '').replace(/\/$/, '')

const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:${COLOR.green};text-decoration:underline">${escapeLines(label)}</a>`

function spanHtml(span: Span): string {
  if (typeof span === 'string') return escapeLines(span)
  if ('strong' in span) return `<strong>${escapeLines(span.strong)}</strong>`
  return link(span.href, span.link)
}

/** Links read as their label when it says it all (a phone number, an address), else with the URL. */
function spanText(span: Span): string {
  if (typeof span === 'string') return span
  if ('strong' in span) return span.strong
  if (/^(tel|mailto):/.test(span.href)) return span.link
  if (span.link === span.href || span.link === websiteLabel(span.href)) return span.href
  return `${span.link} (${span.href})`
}

const spans = (content: Span[]) => ({
  html: content.map(spanHtml).join(''),
  text: content.map(spanText).join(''),
})

const title = (text: string): Block => ({
  html: `<h1 style="margin:0 0 16px;font-family:${SERIF};font-size:26px;line-height:32px;font-weight:bold;color:${COLOR.forest}">${escapeHtml(text)}</h1>`,
  text: `${text}\n${'='.repeat(text.length)}`,
})

const heading = (text: string): Block => ({
  html: `<h2 style="margin:32px 0 12px;font-family:${SERIF};font-size:20px;line-height:26px;font-weight:bold;color:${COLOR.forest}">${escapeHtml(text)}</h2>`,
  text: `${text}\n${'-'.repeat(text.length)}`,
})

function paragraph(...content: Span[]): Block {
  const { html, text } = spans(content)
  return { html: `<p style="margin:0 0 16px;${TEXT_STYLE}">${html}</p>`, text }
}

function note(...content: Span[]): Block {
  const { html, text } = spans(content)
  return { html: `<p style="margin:0 0 16px;${SMALL_STYLE}">${html}</p>`, text }
}

/** The highlighted figure: a caption, the amount, and lines under it. */
function callout(caption: string, amount: string, lines: string[]): Block {
  const under = lines
    .map((line) => `<p style="margin:4px 0 0;${TEXT_STYLE}">${escapeHtml(line)}</p>`)
    .join('')
  return {
    html:
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;border-collapse:collapse">` +
      `<tr><td bgcolor="${COLOR.tint}" style="padding:20px 24px;background-color:${COLOR.tint};border-left:4px solid ${COLOR.cedar}">` +
      `<p style="margin:0;${SMALL_STYLE};text-transform:uppercase;letter-spacing:1px">${escapeHtml(caption)}</p>` +
      `<p style="margin:4px 0 0;font-family:${SERIF};font-size:36px;line-height:44px;font-weight:bold;color:${COLOR.forest}">${escapeHtml(amount)}</p>` +
      `${under}</td></tr></table>`,
    text: [`${caption}: ${amount}`, ...lines].join('\n'),
  }
}

/** The estimate in a callout, with the service and the rate × square feet under it. */
function estimateCallout(caption: string, estimate: number, lead: LeadForEmail): Block {
  const lines = [serviceLabel(lead.serviceType), rateLine(lead)]
  return callout(
    caption,
    formatDollars(estimate),
    lines.filter((line): line is string => Boolean(line)),
  )
}

type Row = [label: string, value: Span | Span[]]

/** A row for an optional text field: null when the field is empty. */
function optionalRow(label: string, value: string | null | undefined): Row | null {
  const text = given(value)
  return text ? [label, text] : null
}

/** A two-column table of labels and values; null rows are left out. */
function details(rows: (Row | null)[]): Block {
  const present = rows.filter((row): row is Row => row !== null)
  const cell = `padding:10px 0;border-bottom:1px solid ${COLOR.rule};vertical-align:top`
  const html = present
    .map(([label, value]) => {
      const { html: valueHtml } = spans([value].flat())
      return (
        `<tr><th align="left" width="34%" style="${cell};padding-right:16px;${SMALL_STYLE};font-weight:bold">${escapeHtml(label)}</th>` +
        `<td style="${cell};${TEXT_STYLE};word-break:break-word">${valueHtml}</td></tr>`
      )
    })
    .join('')
  const text = present
    .map(([label, value]) => {
      const { text: valueText } = spans([value].flat())
      return valueText.includes('\n') ? `${label}:\n${valueText}` : `${label}: ${valueText}`
    })
    .join('\n')
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse;border-top:1px solid ${COLOR.rule}">${html}</table>`,
    text,
  }
}

/** Numbered steps, each a bold title and a sentence. */
function steps(items: [title: string, detail: string][]): Block {
  const html = items
    .map(
      ([stepTitle, detail], index) =>
        `<tr><td width="40" valign="top" style="padding:0 12px 16px 0">` +
        `<div style="width:28px;height:28px;border-radius:14px;background-color:${COLOR.green};color:#ffffff;font-family:${SANS};font-size:14px;line-height:28px;font-weight:bold;text-align:center">${index + 1}</div></td>` +
        `<td valign="top" style="padding:2px 0 16px;${TEXT_STYLE}"><strong>${escapeHtml(stepTitle)}</strong><br>${escapeHtml(detail)}</td></tr>`,
    )
    .join('')
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 8px;border-collapse:collapse">${html}</table>`,
    text: items
      .map(([stepTitle, detail], index) => `${index + 1}. ${stepTitle}: ${detail}`)
      .join('\n'),
  }
}

/** A bulletproof button: a coloured table cell, so Outlook draws it too. */
const button = (label: string, href: string): Block => ({
  html:
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px">` +
    `<tr><td align="center" bgcolor="${COLOR.cedar}" style="border-radius:6px;background-color:${COLOR.cedar}">` +
    `<a href="${escapeHtml(href)}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${SANS};font-size:16px;line-height:20px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>` +
    `</td></tr></table>`,
  text: `${label}: ${href}`,
})

/** A bulleted list. */
function list(items: string[]): Block {
  const html = items
    .map((item) => `<li style="margin:0 0 6px;${TEXT_STYLE}">${escapeHtml(item)}</li>`)
    .join('')
  return {
    html: `<ul style="margin:0 0 16px;padding:0 0 0 24px">${html}</ul>`,
    text: items.map((item) => `- ${item}`).join('\n'),
  }
}

/** The business's contact details, one line each. */
function businessFooter(business: Business, why: string): Block {
  const address = given(business.address)
  const hours = given(business.hours)
  const lines: (Span[] | null)[] = [
    [{ strong: business.name }],
    address ? [address] : null,
    [
      { link: business.phone, href: telHref(business.phone) },
      ' · ',
      { link: business.email, href: `mailto:${business.email}` },
    ],
    [{ link: websiteLabel(business.website), href: business.website }],
    hours ? [`Hours: ${hours}`] : null,
    [why],
  ]
  const rendered = lines.filter((line): line is Span[] => line !== null).map(spans)
  return {
    html: `<p style="margin:0;${SMALL_STYLE}">${rendered.map((line) => line.html).join('<br>')}</p>`,
    text: rendered.map((line) => line.text).join('\n'),
  }
}

/** Hidden text after the preheader, so the inbox preview does not run on into the body. */
const PREHEADER_FILLER = '&#847;&zwnj;&nbsp;'.repeat(40)

/** The shared layout: a branded header, the content card and the footer, in HTML and text. */
function renderEmail(options: {
  subject: string
  preheader: string
  brand: string
  blocks: Block[]
  footer: Block
}): EmailContent {
  const { preheader, brand, blocks, footer } = options
  const subject = headerSafe(options.subject)
  const html = `<!DOCTYPE html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLOR.page}">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;font-size:1px;line-height:1px;color:${COLOR.page};mso-hide:all">${escapeHtml(preheader)}${PREHEADER_FILLER}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLOR.page}" style="background-color:${COLOR.page}">
<tr><td align="center" style="padding:24px 12px">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;border-collapse:collapse">
<tr><td bgcolor="${COLOR.forest}" style="padding:20px 32px;background-color:${COLOR.forest};font-family:${SERIF};font-size:20px;line-height:26px;font-weight:bold;color:#ffffff">${escapeHtml(brand)}</td></tr>
<tr><td bgcolor="${COLOR.card}" style="padding:32px;background-color:${COLOR.card};${TEXT_STYLE}">
${blocks.map((block) => block.html).join('\n')}
</td></tr>
<tr><td style="padding:24px 32px">
${footer.html}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`
  const text = `${blocks.map((block) => block.text).join('\n\n')}\n\n--\n${footer.text}\n`
  return { subject, html, text }
}

// ---------------------------------------------------------------------------------------------
// The e-mails

/** The homeowner's e-mail: their ballpark estimate, what happens next and what they sent. */
export function estimateEmail(lead: LeadForEmail, business: Business): EmailContent {
  const estimate = estimateOf(lead)
  const service = serviceLabel(lead.serviceType)
  const files = describeFiles(lead.files)
  const phoneLink = { link: business.phone, href: telHref(business.phone) }
  const emailLink = { link: business.email, href: `mailto:${business.email}` }

  const estimateBlocks = estimate
    ? [
        paragraph(
          `Thank you for asking ${business.name} about your log home. Based on what you told us, here is a ballpark figure for the work:`,
        ),
        estimateCallout('Your ballpark estimate', estimate, lead),
        note(
          'This is a ballpark figure from our standard price table, not a final price. ',
          { strong: 'Your final quote follows a free on-site inspection' },
          ', because the condition of the logs and the existing finish decide the real scope of the work.',
        ),
      ]
    : [
        paragraph(
          `Thank you for asking ${business.name} about your log home. We have your request.`,
        ),
        paragraph(
          'We could not work out a ballpark figure from the details in the form, so ',
          { strong: 'our team will price your project after reviewing your details' },
          '. Your final quote follows a free on-site inspection.',
        ),
      ]

  const sent = details([
    ['Name', lead.name],
    service ? ['Service', service] : null,
    lead.squareFootage ? ['Square footage', formatFeet(lead.squareFootage)] : null,
    optionalRow('Property age', lead.propertyAge),
    optionalRow('Location', lead.location),
    ['Phone', lead.phone],
    ['E-mail', lead.email],
    optionalRow('Description', lead.description),
    files ? ['Photos and videos', files] : null,
  ])

  const preheader = estimate
    ? `Your ballpark estimate: ${formatDollars(estimate)}${service ? ` for ${service}` : ''}. Next: a free on-site inspection.`
    : 'We have your estimate request. A specialist will be in touch within 24-48 hours.'

  return renderEmail({
    subject: estimate
      ? `Your log home estimate: ${formatDollars(estimate)} | ${business.name}`
      : `We received your estimate request | ${business.name}`,
    preheader,
    brand: business.name,
    blocks: [
      title(estimate ? 'Your log home estimate' : 'Your estimate request'),
      paragraph(`Hi ${lead.name},`),
      ...estimateBlocks,
      heading('What happens next'),
      steps([
        [
          'A specialist reviews your request',
          'One of our log home specialists looks over your details and any photos or videos you sent.',
        ],
        [
          'We contact you within 24-48 hours',
          'We call or e-mail you to schedule your free on-site inspection at a time that suits you.',
        ],
        [
          'You receive a written quote',
          'After the inspection, we send you a written quote for the work.',
        ],
      ]),
      heading('What you sent us'),
      sent,
      paragraph('Questions in the meantime? Call us at ', phoneLink, ' or e-mail ', emailLink, '.'),
      paragraph(`The ${business.name} team`),
    ],
    footer: businessFooter(
      business,
      `You are receiving this e-mail because you asked for an estimate on ${websiteLabel(business.website)}.`,
    ),
  })
}

/** The business's e-mail: every field of the new lead, contact links and a link to the lead. */
export function notificationEmail(
  lead: LeadForEmail,
  business: Business,
  leadUrl: string,
): EmailContent {
  const estimate = estimateOf(lead)
  const service = serviceLabel(lead.serviceType)
  const location = given(lead.location)
  const files = describeFiles(lead.files)
  const phoneLink = { link: lead.phone, href: telHref(lead.phone) }
  const emailLink = { link: lead.email, href: `mailto:${lead.email}` }
  const notGiven = 'Not given'

  return renderEmail({
    subject: `New estimate request: ${lead.name}, ${location ?? 'no location'} — ${estimate ? formatDollars(estimate) : 'no estimate'}`,
    preheader: [lead.name, service, location, lead.squareFootage && formatFeet(lead.squareFootage)]
      .filter(Boolean)
      .join(' · '),
    brand: business.name,
    blocks: [
      title('New estimate request'),
      paragraph(
        { strong: lead.name },
        ` asked for an estimate on ${formatDate(lead.createdAt)}. Call `,
        phoneLink,
        ' or e-mail ',
        emailLink,
        '.',
      ),
      button('Open the lead', leadUrl),
      estimate
        ? estimateCallout('Ballpark estimate', estimate, lead)
        : note(
            { strong: 'No ballpark estimate' },
            ': the service type or square footage was missing. Price it after reviewing the details.',
          ),
      heading('Request details'),
      details([
        ['Name', lead.name],
        ['Phone', phoneLink],
        ['E-mail', emailLink],
        ['Service', service ?? notGiven],
        ['Square footage', lead.squareFootage ? formatFeet(lead.squareFootage) : notGiven],
        ['Property age', given(lead.propertyAge) ?? notGiven],
        ['Location', location ?? notGiven],
        ['Description', given(lead.description) ?? notGiven],
        ['Estimate', estimate ? formatDollars(estimate) : 'None'],
        ['Photos and videos', files || 'None'],
        ['Received', formatDate(lead.createdAt)],
        ['Lead ID', String(lead.id)],
      ]),
      ...(lead.files.length > 0
        ? [
            heading('Files'),
            list(
              lead.files.map(
                (file) => `${file.filename} (${file.kind === 'image' ? 'photo' : 'video'})`,
              ),
            ),
            note({ link: 'Open the lead', href: leadUrl }, ' to see the files.'),
          ]
        : []),
    ],
    footer: businessFooter(
      business,
      `Sent by the estimate form on ${websiteLabel(business.website)}.`,
    ),
  })
}
