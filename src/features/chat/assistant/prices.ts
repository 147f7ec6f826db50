import {
  estimateCost,
  formatDollars,
  formatRate,
  type MinimumJob,
  minimumNote,
  PRICING,
  SERVICE_TYPES,
  type ServiceType,
} from '@/features/estimate/pricing'

/**
 * The model's figures held to the cost calculator. A model may multiply wrong, price a service
 * nobody asked for, or not say which one it priced; the homeowner then compares its figure with
 * the calculator's and finds they differ. So every dollar figure in a sentence that mentions a
 * size (or follows one in its paragraph, or sits in a list under one) must be the calculator's
 * figure for a service the sentence names: round(whole square feet × rate). A sentence whose
 * figure is not is replaced by the calculator's own sentence, for the service it named, else the
 * one the homeowner's words point to, else the one its figure is right for, else every service.
 * Rates ("$5.00 per sq ft") and the business's job minimum are not job figures and pass.
 */

/** The services as a reply names them: the calculator's names and the usual words for them. */
const NAMED: [ServiceType, RegExp][] = [
  ['full', /\bfull(?:[\s-]+(?:log|home|house))*[\s-]+restor|\bcomprehensive\b/i],
  ['new', /\bnew[\s-]+(?:construction|build)/i],
  ['detailed', /\bdetailed\b/i],
  ['basic', /\bbasic\b|\bre-?coat/i],
]

const SIZE =
  /(?<![\d,.$])(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?[\s-]*(?:sq\.?[\s-]*(?:ft|feet|foot)\.?|square[\s-]*(?:feet|foot|ft)|sqft|sf|ft²)(?![\p{L}\d])/giu
const DOLLARS = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?([kK])(?![\p{L}]))?/gu
/** What makes an amount a rate: "$5.00 per sq ft", "$5/sq ft", "$3.50-$7.50 a square foot". */
const RATE_AFTER =
  /^\s*(?:(?:-|–|to)\s*\$?\d+(?:\.\d+)?\s*)?(?:\/|per\b|a\s+(?:sq|square)\b|each\s+sq)/i
const RATES = new Set(SERVICE_TYPES.map((service) => PRICING[service].rate))
const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+/
/** The space after a sentence: not after "sq." in "1,800 sq. ft." nor "approx.". */
const SENTENCE_END = /(?<=[.!?])(?<!\b(?:sq|approx|est|vs|e\.g|i\.e)\.)(\s+)/i
const PREFIX = /^\s*(?:[-*+•]\s+|\d+[.)]\s+|#{1,6}\s+|>\s*)?/

const sqft = (feet: number) => `${feet.toLocaleString('en-US')} sq ft`

const sizesIn = (text: string) =>
  [...text.matchAll(SIZE)]
    .map((match) => Math.trunc(Number(match[1].replace(/,/g, ''))))
    .filter((feet) => feet > 0)

const servicesIn = (text: string) =>
  NAMED.filter(([, pattern]) => pattern.test(text)).map(([service]) => service)

/** The job figures of a text: its dollar amounts that are not rates. */
function figuresIn(text: string): number[] {
  const figures: number[] = []
  for (const match of text.matchAll(DOLLARS)) {
    const amount = Number(match[1].replace(/,/g, '') + (match[2] ?? '')) * (match[3] ? 1000 : 1)
    const after = text.slice((match.index ?? 0) + match[0].length)
    if (amount > 0 && !RATE_AFTER.test(after) && !RATES.has(amount)) figures.push(amount)
  }
  return figures
}

/** What the calculator allows for a service and size: its figure, or the job minimum's. */
function allowed(service: ServiceType, feet: number, minimum?: MinimumJob | null): number[] {
  const least = Math.trunc(Number(minimum?.squareFeet) || 0)
  return [
    estimateCost(service, feet),
    Math.round(Number(minimum?.charge) || 0),
    least > 0 ? estimateCost(service, least) : 0,
  ].filter((amount) => amount > 0)
}

/**
 * The calculator's sentence for a size and one or more services, with the job minimum if it
 * applies.
 */
export function calculatorSentence(
  feet: number,
  services: ServiceType[],
  minimum?: MinimumJob | null,
): string {
  if (services.length === 1) {
    const [service] = services
    const { label, rate } = PRICING[service]
    const note = minimumNote(service, feet, minimum)
    return `For ${sqft(feet)} of ${label}, our cost calculator gives **${formatDollars(estimateCost(service, feet))}** (${sqft(feet)} × ${formatRate(rate)} per sq ft).${note ? ` ${note}` : ''}`
  }
  const figures = services.map(
    (service) => `**${formatDollars(estimateCost(service, feet))}** for ${PRICING[service].label}`,
  )
  return `For ${sqft(feet)}, our cost calculator gives ${figures.slice(0, -1).join(', ')} and ${figures.at(-1)}.`
}

export type PriceCheckOptions = {
  /** The service the homeowner's words point to, for a figure that names none. */
  service?: ServiceType
  minimum?: MinimumJob | null
}

/**
 * The reply with every figure checked (see above); a reply with none to change comes back as it
 * was. Sentences are split within lines (SENTENCE_END); a replacement keeps the line's list
 * marker. A wrong figure whose correction was already said goes with its sentence, so no figure
 * is said twice.
 */
export function checkPrices(reply: string, options: PriceCheckOptions = {}): string {
  const { minimum } = options
  /** The service and size pairs whose figure the reply has already given. */
  const given = new Set<string>()
  const fresh = () => ({ sizes: [] as number[], services: [] as ServiceType[] })
  let context = fresh()
  let blank = false
  let changed = false

  /** A sentence as it stays, replaced, or null when dropped. */
  function checked(sentence: string, first: boolean): string | null {
    const sizes = sizesIn(sentence)
    const named = servicesIn(sentence)
    context = {
      sizes: sizes.length ? sizes : context.sizes,
      services: named.length ? named : context.services,
    }
    const figures = figuresIn(sentence)
    if (!figures.length || !context.sizes.length) return sentence
    const [feet] = context.sizes
    const right = (figure: number) =>
      context.services.some((service) =>
        context.sizes.some((size) => allowed(service, size, minimum).includes(figure)),
      )
    if (figures.every(right)) {
      for (const service of context.services) given.add(`${service}:${feet}`)
      return sentence
    }
    const matching = SERVICE_TYPES.filter((service) =>
      figures.includes(estimateCost(service, feet)),
    )
    const services = context.services.length
      ? context.services
      : options.service
        ? [options.service]
        : matching.length === 1
          ? matching
          : [...SERVICE_TYPES]
    changed = true
    if (services.every((service) => given.has(`${service}:${feet}`))) return null
    for (const service of services) given.add(`${service}:${feet}`)
    const prefix = first ? (sentence.match(PREFIX)?.[0] ?? '') : ''
    return prefix + calculatorSentence(feet, services, minimum)
  }

  const lines: string[] = []
  for (const line of reply.split('\n')) {
    if (!line.trim()) {
      blank = true
      lines.push(line)
      continue
    }
    // A new paragraph starts afresh, unless it is the list the paragraph before leads into.
    if (blank && !LIST_ITEM.test(line)) context = fresh()
    blank = false
    // Sentences at even places, the spaces between them at odd ones.
    const parts = line.split(SENTENCE_END)
    const kept: string[] = []
    for (let index = 0; index < parts.length; index += 2) {
      const sentence = checked(parts[index], index === 0)
      if (sentence !== null) kept.push(sentence, parts[index + 1] ?? '')
    }
    const text = kept.join('').trimEnd()
    // A line whose only sentence was dropped goes with it.
    if (text) lines.push(text)
  }
  if (!changed) return reply
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
