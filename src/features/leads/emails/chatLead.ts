import {
  businessFooter,
  button,
  callout,
  details,
  heading,
  list,
  note,
  optionalRow,
  paragraph,
  title,
  transcript,
  type ChatTurn,
  type Message,
} from '@/lib/email/templates/content'
import {
  capitalize,
  formatDate,
  given,
  NOT_GIVEN,
  websiteLabel,
} from '@/lib/email/templates/format'
import {
  amountOf,
  fileKindLabel,
  serviceLabel,
  workTypeLabel,
} from '@/features/leads/emails/format'
import {
  contactRows,
  leadIntroduction,
  noEstimateNote,
  propertyRows,
  recordRows,
} from '@/features/leads/emails/rows'
import type { Business } from '@/lib/email/templates/types'
import type { ChatLeadForEmail, TranscriptMessage } from '@/features/leads/emails/types'
import { formatDollars } from '@/features/estimate/pricing'

const SPEAKERS = { user: 'Homeowner', assistant: 'Assistant' } as const

/** The chat as the e-mail shows it; messages with neither words nor files are left out. */
const turnsOf = (messages: TranscriptMessage[]): ChatTurn[] =>
  messages
    .map((message) => ({
      role: message.role,
      speaker: message.unverified
        ? `${SPEAKERS[message.role]} (not checked: sent by the visitor’s browser)`
        : SPEAKERS[message.role],
      when: message.at ? formatDate(message.at) : undefined,
      content: message.content.trim(),
      files: message.files ?? [],
    }))
    .filter((turn) => turn.content || turn.files.length > 0)

/**
 * The business's e-mail about a homeowner who left their details in the photo-analysis chat: the
 * contact details, what the assistant made of the project, links to the photos and videos, and
 * the whole conversation.
 */
export function chatLeadMessage(
  lead: ChatLeadForEmail,
  business: Business,
  leadUrl: string,
): Message {
  const aiEstimate = amountOf(lead.aiEstimate)
  const estimate = amountOf(lead.estimate)
  const service = serviceLabel(lead.serviceType)
  const workType = workTypeLabel(lead.workType)
  const location = given(lead.location)
  const report = given(lead.inspectionReport)
  const turns = turnsOf(lead.transcript)

  return {
    subject: `New chat lead: ${lead.name}`,
    preheader: [
      lead.name,
      workType,
      location,
      aiEstimate && `assistant’s ballpark ${formatDollars(aiEstimate)}`,
    ]
      .filter(Boolean)
      .join(' · '),
    brand: business.name,
    blocks: [
      title('New chat lead'),
      leadIntroduction(lead, 'left their details with the photo-analysis assistant'),
      button('Open the lead in the studio', leadUrl),
      aiEstimate
        ? callout('The assistant’s ballpark estimate', formatDollars(aiEstimate), [
            workType,
            'A ballpark from the photos and the chat, not a price: the quote follows an inspection.',
          ])
        : noEstimateNote('the assistant gave no figure in the chat.'),
      heading('Contact and project'),
      details([
        ...contactRows(lead),
        ['Location', location ?? NOT_GIVEN],
        ...propertyRows(lead),
        ['Work type', workType ?? NOT_GIVEN],
        service ? ['Service', service] : null,
        optionalRow('Description', lead.description),
        [
          'Assistant’s estimate',
          aiEstimate ? `${formatDollars(aiEstimate)} (the assistant’s ballpark)` : 'None',
        ],
        estimate ? ['Price-table estimate', formatDollars(estimate)] : null,
        ...recordRows(lead),
      ]),
      ...(lead.files.length > 0
        ? [
            heading('Photos and videos'),
            list(
              lead.files.map((file) => [
                `${capitalize(fileKindLabel(file.kind))}: `,
                { link: file.filename, href: file.url },
              ]),
            ),
            note('The links open for signed-in studio staff only.'),
          ]
        : []),
      ...(report ? [heading('Inspection report'), paragraph(report)] : []),
      heading('Conversation'),
      turns.length > 0 ? transcript(turns) : note('No messages were recorded.'),
    ],
    footer: businessFooter(
      business,
      `Sent by the chat assistant on ${websiteLabel(business.website)}.`,
    ),
  }
}
