import { describe, expect, it } from 'vitest'

import { homeownerService } from '@/features/chat/assistant/builtin/context'
import { extractFromAssistantReply } from '@/features/chat/assistant/extract'
import { calculatorSentence, checkPrices } from '@/features/chat/assistant/prices'
import { systemPrompt } from '@/features/chat/assistant/prompt'
import type { Knowledge } from '@/features/chat/assistant/types'
import {
  estimateCost,
  formatDollars,
  PRICING,
  SERVICE_TYPES,
  type ServiceType,
} from '@/features/estimate/pricing'

/**
 * The model's figures held to the cost calculator: a figure beside a size is the calculator's
 * figure for a service its sentence names, or the sentence is replaced by the calculator's.
 */

const knowledge: Knowledge = {
  business: { name: 'Timberline', phone: '(719) 555-0100', email: 'o@example.com', areas: [] },
  services: [],
  faqs: [],
}

const FULL = PRICING.full.label
const DETAILED = PRICING.detailed.label

describe('checkPrices', () => {
  it('names the service of a figure that names none: "$13,500 for 1,800 sq ft" is a full restoration', () => {
    const reply = checkPrices('$13,500 for 1,800 sq ft')
    expect(reply).toBe(
      `For 1,800 sq ft of ${FULL}, our cost calculator gives **$13,500** (1,800 sq ft × $7.50 per sq ft).`,
    )
    expect(extractFromAssistantReply(reply).aiEstimate).toBe(estimateCost('full', 1800))
  })

  it('prices a figure that names no service at the service the homeowner asked about', () => {
    const reply = checkPrices('That comes to $13,500 for 1,800 sq ft.', { service: 'detailed' })
    expect(reply).toContain(DETAILED)
    expect(reply).not.toContain('$13,500')
    expect(extractFromAssistantReply(reply).aiEstimate).toBe(9000)
  })

  it('gives every service when a figure names none and fits none', () => {
    const reply = checkPrices('For 1,800 sq ft it would cost between $8,000 and $10,000.')
    for (const service of SERVICE_TYPES) {
      expect(reply).toContain(
        `**${formatDollars(estimateCost(service, 1800))}** for ${PRICING[service].label}`,
      )
    }
    expect(reply).not.toContain('$8,000')
  })

  it('corrects a wrong figure for the service the sentence names', () => {
    const reply = checkPrices(
      'Good news! A full restoration of your 1,800 sq ft home would be about $15,000. It takes a week or two.',
    )
    expect(reply).toBe(`Good news! ${calculatorSentence(1800, ['full'])} It takes a week or two.`)
  })

  it('keeps right figures as written: named, per service, with the arithmetic and rates', () => {
    const right = [
      'A full restoration of 1,800 sq ft comes to $13,500, or $7.50 per sq ft.',
      '1,800 sq ft × $5.00 = $9,000 for Detailed Maintenance / Repairs.',
      'For 1,800 sq ft: $6,300 for a recoat, $9,000 for detailed repairs or $13,500 for a full restoration.',
      'New construction of 2,000 square feet runs $12,000 ($6/sq ft).',
      'I see graying on the south wall. Our smallest job is $1,500.',
      'A 1,800-square-foot recoat is about $6.3k.',
      'Rates run $3.50-$7.50 per square foot, so a 1,800 sq ft home is a matter of which service.',
    ]
    for (const reply of right) expect(checkPrices(reply)).toBe(reply)
  })

  it('reads the size from the sentence before, and a list from the line that leads into it', () => {
    expect(checkPrices('Your home is about 1,800 sq. ft. A full restoration runs $15,000.')).toBe(
      `Your home is about 1,800 sq. ft. ${calculatorSentence(1800, ['full'])}`,
    )
    const list = [
      'For your 1,800 sq ft home:',
      '',
      '- Basic Maintenance / Recoat: $6,300',
      '- Detailed Maintenance / Repairs: $9,500',
      '- Full restoration: $13,500',
      '',
      'An on-site inspection decides the final price.',
    ].join('\n')
    expect(checkPrices(list)).toBe(
      list.replace(
        '- Detailed Maintenance / Repairs: $9,500',
        `- ${calculatorSentence(1800, ['detailed'])}`,
      ),
    )
  })

  it('drops a range beside a figure already given, so no figure is said twice', () => {
    const reply = checkPrices(
      'A full restoration of 1,800 sq ft is $13,500. Expect anywhere from $12,000 to $15,000.\n\nShall I have a specialist call you?',
    )
    expect(reply).toBe(
      'A full restoration of 1,800 sq ft is $13,500.\n\nShall I have a specialist call you?',
    )
  })

  it('leaves a paragraph without a size alone', () => {
    const reply =
      'For 1,800 sq ft of full restoration that is $13,500.\n\nHail repairs often cost $2,000 on their own.'
    expect(checkPrices(reply)).toBe(reply)
  })

  it('lets the job minimum stand only when the business has one', () => {
    const reply = 'A recoat of 20 sq ft is $70 by the table, but the job minimum of $1,500 applies.'
    expect(checkPrices(reply, { minimum: { charge: 1500 } })).toBe(reply)
    expect(checkPrices(reply)).toBe(calculatorSentence(20, ['basic']))
    expect(calculatorSentence(20, ['basic'], { charge: 1500 })).toContain(
      'The job minimum applies: our smallest job is $1,500.',
    )
  })

  it('leaves its own sentences as they are', () => {
    const services: ServiceType[][] = [['basic'], ['full'], ['new'], [...SERVICE_TYPES]]
    for (const list of services) {
      const sentence = calculatorSentence(2400, list)
      expect(checkPrices(sentence)).toBe(sentence)
    }
  })
})

describe('homeownerService', () => {
  const service = (message: string, history: { role: 'user'; content: string }[] = []) =>
    homeownerService({ message, history, files: [], knowledge })

  it.each([
    ['We need chinking on our 1,800 sq ft home', 'detailed'],
    ['detailed maintenance on 1,800 sq ft', 'detailed'],
    ['Comprehensive repairs, please', 'full'],
    ['The stain is peeling', 'full'],
    ['just a recoat', 'basic'],
    ['How much for 1,800 sq ft?', undefined],
  ] as const)('%j points to %s', (message, expected) => {
    expect(service(message)).toBe(expected)
  })

  it('remembers the work named earlier in the conversation', () => {
    expect(
      service('It is 1,800 sq ft', [{ role: 'user', content: 'Our chinking is failing' }]),
    ).toBe('detailed')
  })
})

describe('systemPrompt', () => {
  it('gives the model the calculator’s arithmetic and asks it to name the service of every figure', () => {
    const prompt = systemPrompt(knowledge)
    expect(prompt).toContain(`1,800 sq ft of ${DETAILED} is 1,800 × $5.00 = $9,000`)
    expect(prompt).toContain('Every figure names the service it prices')
    expect(prompt).toContain('say which one you assumed, or give the figure for each')
    expect(prompt).not.toContain('give it as a range')
  })
})
