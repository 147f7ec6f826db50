import {
  businessFooter,
  button,
  details,
  heading,
  list,
  note,
  paragraph,
  title,
  type Message,
  type Span,
} from '@/lib/email/templates/content'
import { formatDate } from '@/lib/email/templates/format'
import { renderEmail } from '@/lib/email/templates/parts'
import { emailSpan, phoneSpan, reachText } from '@/features/leads/emails/rows'
import type { Business, EmailContent } from '@/lib/email/templates/types'

/** A lead as the reminders and the digest name it. */
export type LeadForReminder = {
  id: number | string
  name: string
  email?: string | null
  phone?: string | null
  source: string
  location?: string | null
  createdAt: string
  respondBy: string
}

export type ReminderStep = 'soon' | 'overdue'

/** The e-mail to the business about a lead still New: due in four business hours, or overdue. */
export function reminderMessage(
  step: ReminderStep,
  lead: LeadForReminder,
  business: Business,
  leadUrl: string,
): Message {
  const due = formatDate(lead.respondBy)
  const overdue = step === 'overdue'
  return {
    subject: overdue
      ? `Overdue: ${lead.name} has waited since ${formatDate(lead.createdAt)}`
      : `Due soon: answer ${lead.name} by ${due}`,
    preheader: overdue
      ? `${lead.name} was promised an answer by ${due}.`
      : `Four business hours left to answer ${lead.name}.`,
    brand: business.name,
    blocks: [
      title(
        overdue ? 'A lead is past its respond-by time' : 'A lead is due in four business hours',
      ),
      paragraph(
        { strong: lead.name },
        overdue
          ? ` is still New: the site promised an answer within 24-48 hours, by ${due}.`
          : ` is still New and should be answered by ${due} (24 business hours after it came in).`,
      ),
      details([
        ['Phone', phoneSpan(lead.phone)],
        ['E-mail', emailSpan(lead.email)],
        ['Came in', `${formatDate(lead.createdAt)} (${lead.source})`],
        lead.location ? ['Location', lead.location] : null,
        ['Respond by', due],
      ]),
      button('Open the lead', leadUrl),
      note(
        'Change its status or add a note in the studio once you have been in touch: ' +
          'that stops the reminders for this lead.',
      ),
    ],
    footer: businessFooter(business, 'Sent by the site’s lead reminders.'),
  }
}

export const reminderEmail = (
  step: ReminderStep,
  lead: LeadForReminder,
  business: Business,
  leadUrl: string,
): Promise<EmailContent> => renderEmail(reminderMessage(step, lead, business, leadUrl))

/** An inspection visit as the digest lists it. */
export type VisitForDigest = {
  lead: LeadForReminder['id']
  name: string
  phone?: string | null
  email?: string | null
  place: string
  /** "Mon, Dec 7, 8:00 – 10:00 AM MST". */
  label: string
}

export type DigestForEmail = {
  /** The Colorado day it is for, e.g. "Friday, November 27, 2026". */
  dayLabel: string
  overdue: LeadForReminder[]
  dueToday: LeadForReminder[]
  /** The day's booked inspection visits, in order. */
  visits: VisitForDigest[]
  yesterday: { leads: LeadForReminder[]; visitors: number; label: string }
  /** Absolute links: the studio's lead (by id), the lists. */
  links: {
    lead: (id: LeadForReminder['id']) => string
    overdue: string
    dueToday: string
    yesterday: string
    dashboard: string
  }
}

const leadLine = (lead: LeadForReminder, link: string, when: string): Span[] => [
  { link: lead.name, href: link },
  ` · ${reachText(lead)} · ${when}`,
]

const section = (
  heading_: string,
  leads: LeadForReminder[],
  listUrl: string,
  empty: string,
  line: (lead: LeadForReminder) => Span[],
) =>
  leads.length === 0
    ? [heading(`${heading_}: none`), note(empty)]
    : [
        heading(`${heading_}: ${leads.length}`),
        list(leads.slice(0, 20).map(line)),
        ...(leads.length > 20
          ? [paragraph({ link: `All ${leads.length}`, href: listUrl })]
          : [paragraph({ link: 'Open the list', href: listUrl })]),
      ]

/** The day's visits: when, who (their case file), their phone, where. */
const visitSection = (visits: VisitForDigest[], lead: DigestForEmail['links']['lead']) =>
  visits.length === 0
    ? [heading('Inspection visits today: none')]
    : [
        heading(`Inspection visits today: ${visits.length}`),
        list(
          visits.map((visit) => [
            `${visit.label} · `,
            { link: visit.name, href: lead(visit.lead) },
            ` · ${reachText(visit)} · ${visit.place}`,
          ]),
        ),
      ]

/**
 * The morning digest: overdue leads, leads due today, the day's inspection visits, yesterday's
 * leads and visitors.
 */
export function digestMessage(digest: DigestForEmail, business: Business): Message {
  const { overdue, dueToday, visits, yesterday, links } = digest
  return {
    subject:
      `${business.name}: ${overdue.length} overdue, ${dueToday.length} due today, ` +
      `${yesterday.leads.length} new yesterday` +
      (visits.length > 0 ? `, ${visits.length} visit${visits.length === 1 ? '' : 's'} today` : ''),
    preheader: `${digest.dayLabel}: ${yesterday.visitors} visitors yesterday.`,
    brand: business.name,
    blocks: [
      title(`Good morning: ${digest.dayLabel}`),
      ...section('Overdue', overdue, links.overdue, 'Every lead was answered in time.', (lead) =>
        leadLine(lead, links.lead(lead.id), `was due ${formatDate(lead.respondBy)}`),
      ),
      ...section('Due today', dueToday, links.dueToday, 'Nothing is due today.', (lead) =>
        leadLine(lead, links.lead(lead.id), `due ${formatDate(lead.respondBy)}`),
      ),
      ...visitSection(visits, links.lead),
      ...section(
        `New leads ${yesterday.label}`,
        yesterday.leads,
        links.yesterday,
        'No lead came in.',
        (lead) => leadLine(lead, links.lead(lead.id), `came in ${formatDate(lead.createdAt)}`),
      ),
      heading(`Visitors ${yesterday.label}: ${yesterday.visitors}`),
      button('Open the studio', links.dashboard),
      note('Turn this e-mail off in the studio: Business profile, Hours, "Send a morning digest".'),
    ],
    footer: businessFooter(business, 'Sent by the site’s morning digest.'),
  }
}

export const digestEmail = (digest: DigestForEmail, business: Business): Promise<EmailContent> =>
  renderEmail(digestMessage(digest, business))
