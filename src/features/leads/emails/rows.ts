/** The parts every staff e-mail about a lead shows the same way, whatever brought the lead. */
import {
  mailLink,
  note,
  paragraph,
  telLink,
  type Block,
  type DetailRow,
  type Span,
} from '@/lib/email/templates/content'
import { formatDate, given, NOT_GIVEN } from '@/lib/email/templates/format'
import { describeFiles, formatFeet } from '@/features/leads/emails/format'
import type { LeadForEmail } from '@/features/leads/emails/types'

type Lead = Omit<LeadForEmail, 'files'> & { files: Pick<LeadForEmail['files'][number], 'kind'>[] }

/** A phone as a link to call, or that none was given. */
export const phoneSpan = (phone: string | null | undefined): Span => {
  const typed = given(phone)
  return typed ? telLink(typed) : NOT_GIVEN
}

/** An e-mail address as a link to write to, or that none was given. */
export const emailSpan = (email: string | null | undefined): Span => {
  const typed = given(email)
  return typed ? mailLink(typed) : NOT_GIVEN
}

/** How to reach a lead in a line of a list: the phone, else the e-mail. */
export const reachText = (lead: { phone?: string | null; email?: string | null }) =>
  given(lead.phone) ?? given(lead.email) ?? 'no phone or e-mail'

/** '<name> <did what> on <date>. Call <phone> or e-mail <address>.', with what they gave. */
export const leadIntroduction = (lead: Lead, did: string): Block => {
  const phone = given(lead.phone)
  const email = given(lead.email)
  const came = ` ${did} on ${formatDate(lead.createdAt)}.`
  const reach: Span[] =
    phone && email
      ? [`${came} Call `, telLink(phone), ' or e-mail ', mailLink(email), '.']
      : phone
        ? [`${came} Call `, telLink(phone), '.']
        : email
          ? [`${came} E-mail `, mailLink(email), '.']
          : [came]
  return paragraph({ strong: lead.name }, ...reach)
}

/** The note in place of the ballpark, saying why there is none. */
export const noEstimateNote = (why: string): Block =>
  note({ strong: 'No ballpark estimate' }, `: ${why} Price it after reviewing the details.`)

/** The detail rows that open the table: who, and how to reach them. */
export const contactRows = (lead: Lead): DetailRow[] => [
  ['Name', lead.name],
  ['Phone', phoneSpan(lead.phone)],
  ['E-mail', emailSpan(lead.email)],
]

/** The house's size and age, or that they were not given. */
export const propertyRows = (lead: Lead): DetailRow[] => [
  ['Square footage', lead.squareFootage ? formatFeet(lead.squareFootage) : NOT_GIVEN],
  ['Property age', given(lead.propertyAge) ?? NOT_GIVEN],
]

/** The detail rows that close the table: the files, when the lead came, its id. */
export const recordRows = (lead: Lead): DetailRow[] => [
  ['Photos and videos', describeFiles(lead.files) || 'None'],
  ['Received', formatDate(lead.createdAt)],
  ['Lead ID', String(lead.id)],
]
