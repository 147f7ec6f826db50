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

/** The tiers of work on a home already built, in the cost calculator's order. */
const UPKEEP: ServiceType[] = ['basic', 'detailed', 'full']

/**
 * The estimate: the cost calculator's figure (features/estimate/pricing) for the tier priced, which
 * it always names. A tier the homeowner did not name themselves is said to be an assumption, with
 * what the other tiers come to for the same area, so no figure stands for work nobody asked for.
 */
export function estimatePart(
  state: State,
  service: ServiceType,
  feet: number,
  { strip = false, minimum }: { strip?: boolean; minimum?: MinimumJob } = {},
): string {
  const amount = estimateCost(service, feet)
  const { label, rate } = PRICING[service]
  const workType = state.info.workType !== 'general' ? state.info.workType : undefined
  const work = strip
    ? STRIP_PHRASE
    : state.service
      ? SERVICE_PHRASE[state.service]
      : workType
        ? WORK_PHRASE[workType]
        : undefined
  const lead = work ? `For **${work}** on ${sqft(feet)}` : `For ${sqft(feet)} at our lowest rate`
  // The service is named beside its figure, as the model's figures must be (assistant/prices).
  const figure = `${lead}, my estimate is **${formatDollars(amount)}** (${sqft(feet)} × ${formatRate(rate)} per sq ft, ${label}).`
  const named = state.service === service
  const assumed = named
    ? ''
    : strip
      ? " I've priced that service because the old finish has to come off first."
      : workType
        ? ` I've assumed that service, our usual one for ${WORK_PHRASE[workType]}.`
        : " I've assumed that service because I don't know the work yet."
  const ballpark = "It's a ballpark: an on-site inspection decides the final price."
  // A recoat asked for over a peeling finish: why the price is for more.
  const why =
    strip && state.service && state.service !== 'full'
      ? `A recoat won't hold over a peeling finish.\n\n`
      : ''
  const note = minimumNote(service, feet, minimum)
  if (note) return `${why}${figure}${assumed} ${note}\n\n${ballpark}`
  // What an assumed tier's neighbours come to (not beside stripping: a recoat would not hold).
  const others =
    named || strip || !UPKEEP.includes(service)
      ? []
      : UPKEEP.filter((other) => other !== service).map(
          (other) => `${formatDollars(estimateCost(other, feet))} for ${PRICING[other].label}`,
        )
  const alternatives = others.length
    ? ` For other work on the same area, our cost calculator gives ${others.join(' and ')}.`
    : ''
  const step = amount >= 1000 ? 100 : 10
  const low = roundTo(amount * 0.85, step)
  const high = roundTo(amount * 1.15, step)
  return [
    `${why}${figure}${assumed}${alternatives}`,
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
