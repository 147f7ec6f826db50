import type { ChatFile, Knowledge } from '@/features/chat/assistant/types'
import { SERVICE_PHRASE, WORK_PHRASE, type State } from '@/features/chat/assistant/builtin/tables'
import {
  estimateCost,
  formatDollars,
  formatRate,
  PRICING,
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

export function estimatePart(state: State, service: ServiceType, feet: number): string {
  const amount = estimateCost(service, feet)
  const { label, rate } = PRICING[service]
  const work = state.service
    ? SERVICE_PHRASE[state.service]
    : state.info.workType && state.info.workType !== 'general'
      ? WORK_PHRASE[state.info.workType]
      : undefined
  const lead = work ? `For **${work}** on ${sqft(feet)}` : `At our lowest rate, ${sqft(feet)}`
  const step = amount >= 1000 ? 100 : 10
  const low = roundTo(amount * 0.85, step)
  const high = roundTo(amount * 1.15, step)
  return [
    `${lead}, my estimate is **${formatDollars(amount)}** (${sqft(feet)} × ${formatRate(rate)} per sq ft, ${label}).`,
    `${low < high ? `Projects like this usually land between ${formatDollars(low)} and ${formatDollars(high)}. ` : ''}It's a ballpark: an on-site inspection decides the final price.`,
  ].join('\n\n')
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
