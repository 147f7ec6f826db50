import type { ChatFile, Knowledge } from '@/features/chat/assistant/types'
import { SERVICE_PHRASE, WORK_PHRASE, type State } from '@/features/chat/assistant/builtin/tables'
import {
  estimateCost,
  formatDollars,
  formatRate,
  minimumNote,
  PRICING,
  type MinimumJob,
  type ServiceType,
} from '@/features/estimate/pricing'

const count = (n: number, noun: string) => (n === 1 ? `the ${noun}` : n ? `the ${n} ${noun}s` : '')

export function photoPart(files: ChatFile[]): string {
  const images = files.filter((file) => file.kind === 'image').length
  const videos = files.length - images
  const what = [count(images, 'photo'), count(videos, 'video')].filter(Boolean).join(' and ')
  return [
    `Thanks for ${what}! I can't judge ${videos ? 'photos or videos' : 'photos'} myself, so a log home specialist will review ${files.length === 1 ? 'it' : 'them'} personally. They'll look for:`,
    '',
    '- checking (cracks in the logs)',
    '- graying and a worn or failed finish',
    '- gaps where the seal between the logs has failed',
    '- soft spots or rot',
    '- hail marks',
  ].join('\n')
}

export const quote = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')

export const sqft = (feet: number) => `${feet.toLocaleString('en-US')} sq ft`
const roundTo = (amount: number, step: number) => Math.round(amount / step) * step

export const STRIP_PHRASE = 'stripping and refinishing'

export function estimatePart(
  state: State,
  service: ServiceType,
  feet: number,
  { strip = false, minimum }: { strip?: boolean; minimum?: MinimumJob } = {},
): string {
  const amount = estimateCost(service, feet)
  const { label, rate } = PRICING[service]
  const work = strip
    ? STRIP_PHRASE
    : state.service
      ? SERVICE_PHRASE[state.service]
      : state.info.workType && state.info.workType !== 'general'
        ? WORK_PHRASE[state.info.workType]
        : undefined
  const lead = work ? `For **${work}** on ${sqft(feet)}` : `At our lowest rate, ${sqft(feet)}`
  const ballpark = "It's a ballpark: an on-site inspection decides the final price."
  // A recoat asked for over a peeling finish: why the price is for more.
  const why =
    strip && state.service && state.service !== 'full'
      ? `A recoat won't hold over a peeling finish, so I've priced the old finish coming off first.\n\n`
      : ''
  const note = minimumNote(service, feet, minimum)
  if (note) {
    return `${why}${lead}, my estimate is **${formatDollars(amount)}**. ${note}\n\n${ballpark}`
  }
  const step = amount >= 1000 ? 100 : 10
  const low = roundTo(amount * 0.85, step)
  const high = roundTo(amount * 1.15, step)
  return [
    `${why}${lead}, my estimate is **${formatDollars(amount)}** (${sqft(feet)} × ${formatRate(rate)} per sq ft, ${label}).`,
    `${low < high ? `Projects like this usually land between ${formatDollars(low)} and ${formatDollars(high)}. ` : ''}${ballpark}`,
  ].join('\n\n')
}

/**
 * Why a size the homeowner gave cannot be used: negative, zero or less than a square foot, or
 * more than any log home has. Undefined for a size that can be used.
 */
export function unusableSize(sign: boolean, value: number, typed: string): string | undefined {
  const number = value.toLocaleString('en-US', { maximumFractionDigits: 2 })
  if (sign && value > 0) {
    return `A size can't be negative, so I haven't used -${number} sq ft. Roughly how many square feet of log surface is it? A rough guess like 2,500 sq ft is fine.`
  }
  if (value < 1) {
    return `${number} sq ft is no log surface at all, so I can't price it. Roughly how many square feet of log surface is it? A rough guess is fine.`
  }
  if (value > 99_999 || typed.replace(/\D/g, '').length > 5) {
    return `${number} sq ft is more than any log home has: even a big lodge has less than 100,000 sq ft of log surface. Could you check the figure?`
  }
  return undefined
}

export function locationPart(location: string, knowledge: Knowledge): string {
  const place = location.split(',')[0].trim()
  const served = knowledge.business.areas.some((area) => {
    const name = area.trim().toLowerCase()
    return name === place.toLowerCase() || name.replace(/\s+county$/, '') === place.toLowerCase()
  })
  return served
    ? `Good news: ${place} is in our service area.`
    : `Thanks. ${place} isn't on our list of areas, but the specialist will let you know whether our crews can travel there.`
}
