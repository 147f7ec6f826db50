/**
 * What each text says: short, plain, the business named first (carriers and people expect to see
 * who is texting), and the homeowner's first text tells them how to stop. Pure functions.
 */
import { formatE164 } from '@/features/texts/schema'

export type TextBusiness = { name: string; phone: string }

const STOP_LINE = 'Reply STOP to end texts.'

const quoted = (body: string) => {
  const one = body.replace(/\s+/g, ' ').trim()
  return `“${one.length > 300 ? `${one.slice(0, 299)}…` : one}”`
}

export const estimateReceived = (
  business: TextBusiness,
  lead: { name: string; what?: string; place?: string; estimate?: string },
) =>
  `${business.name}: thanks, ${firstName(lead.name)}. We have your request${
    lead.what ? ` for ${lead.what}` : ''
  }${lead.place ? ` in ${lead.place}` : ''}${lead.estimate ? ` (about ${lead.estimate})` : ''} and will call you soon. Questions: ${business.phone}. ${STOP_LINE}`

export const visitBooked = (business: TextBusiness, window: string, link: string) =>
  `${business.name}: your free on-site inspection is booked for ${window}. To confirm, move or cancel: ${link} ${STOP_LINE}`

export const visitReminder = (business: TextBusiness, window: string, link: string) =>
  `${business.name}: a reminder of your inspection tomorrow, ${window}. To move or cancel: ${link}`

export const visitMoved = (business: TextBusiness, window: string, link: string) =>
  `${business.name}: your inspection is moved to ${window}. To confirm, move or cancel: ${link}`

export const visitCancelled = (business: TextBusiness, window: string, bookUrl: string) =>
  `${business.name}: your inspection of ${window} is cancelled. To book another: ${bookUrl}`

export const onMyWay = (business: TextBusiness, who: string, arrival: string) =>
  `${business.name}: ${who} is on the way to you and should arrive around ${arrival}. Questions: ${business.phone}`

export const leadAlert = (lead: {
  source: string
  name: string
  place?: string
  what?: string
  estimate?: string
  url: string
}) =>
  `New ${lead.source}: ${[lead.name, lead.place, lead.what, lead.estimate].filter(Boolean).join(', ')}. ${lead.url}`

export const visitAlert = (visit: { name: string; place?: string; window: string; url: string }) =>
  `Inspection booked: ${[visit.name, visit.place].filter(Boolean).join(', ')}, ${visit.window}. ${visit.url}`

export const replyAlert = (reply: { from: string; name?: string; body: string; url?: string }) =>
  `${reply.name ? `Text from ${reply.name}, ${formatE164(reply.from)}` : `Text from ${formatE164(reply.from)} (not a lead)`}: ${quoted(reply.body)}${reply.url ? ` ${reply.url}` : ''}`

export const confirmCode = (business: TextBusiness, code: string, minutes: number) =>
  `${business.name}: ${code} is your code to confirm this number for text alerts. It works for ${minutes} minutes.`

export const optedOut = (business: TextBusiness) =>
  `${business.name}: you will get no more texts from us. Reply START to get them again.`

export const optedIn = (business: TextBusiness) =>
  `${business.name}: texts are on again. Reply STOP to end them, HELP for help.`

export const help = (business: TextBusiness) =>
  `${business.name}: texts about your log home estimate and inspection. Call us at ${business.phone}. ${STOP_LINE}`

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name
