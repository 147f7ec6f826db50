/** The parts every staff e-mail about a lead shows the same way, whatever brought the lead. */
import {
  mailLink,
  note,
  paragraph,
  telLink,
  type Block,
  type DetailRow,
} from '@/lib/email/templates/content'
import { formatDate, given, NOT_GIVEN } from '@/lib/email/templates/format'
import { describeFiles, formatFeet } from '@/features/leads/emails/format'
import type { LeadForEmail } from '@/features/leads/emails/types'

type Lead = Omit<LeadForEmail, 'files'> & { files: Pick<LeadForEmail['files'][number], 'kind'>[] }

/** '<name> <did what> on <date>. Call <phone> or e-mail <address>.' */
export const leadIntroduction = (lead: Lead, did: string): Block =>
  paragraph(
    { strong: lead.name },
    ` ${did} on ${formatDate(lead.createdAt)}. Call `,
    telLink(lead.phone),
    ' or e-mail ',
    mailLink(lead.email),
    '.',
  )

/** The note in place of the ballpark, saying why there is none. */
export const noEstimateNote = (why: string): Block =>
  note({ strong: 'No ballpark estimate' }, `: ${why} Price it after reviewing the details.`)

/** The detail rows that open the table: who, and how to reach them. */
export const contactRows = (lead: Lead): DetailRow[] => [
  ['Name', lead.name],
  ['Phone', telLink(lead.phone)],
  ['E-mail', mailLink(lead.email)],
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
