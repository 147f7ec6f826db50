import 'server-only'

import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'

import type { Knowledge } from '@/features/chat/assistant/types'

/**
 * What was read, reused by the process for a minute: the owner's edits reach the assistant within
 * that. A promise, so that conversations starting together read once; dropped if the read fails.
 */
const read = new LRUCache<'site', Promise<Knowledge>>({ max: 1, ttl: 60_000 })

/**
 * What the assistant may know: the business facts, services, FAQ and areas, as published on the
 * site. Nothing else (no leads, no settings beyond the public ones) ever reaches a provider.
 */
export function getKnowledge(payload: Payload): Promise<Knowledge> {
  const kept = read.get('site')
  if (kept) return kept
  const knowledge = loadKnowledge(payload)
  read.set('site', knowledge)
  knowledge.catch(() => {
    if (read.peek('site') === knowledge) read.delete('site')
  })
  return knowledge
}

/** Forgets what was read, so the next conversation reads the content again (tests, seeding). */
export const forgetKnowledge = () => read.clear()

async function loadKnowledge(payload: Payload): Promise<Knowledge> {
  const read = { depth: 0, pagination: false, overrideAccess: false } as const
  const [settings, services, faqs, counties, cities] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    payload.find({ collection: 'services', ...read, sort: 'sortOrder' }),
    payload.find({ collection: 'faqs', ...read, sort: 'sortOrder' }),
    payload.find({ collection: 'counties', ...read, sort: 'name' }),
    payload.find({ collection: 'cities', ...read, sort: 'name' }),
  ])
  return {
    business: {
      name: settings.businessName,
      phone: settings.phone,
      email: settings.email,
      hours: settings.hoursText ?? undefined,
      minimumJob: settings.minimumJob ?? undefined,
      areas: [
        ...counties.docs.map((county) => county.name),
        ...cities.docs.map((city) => city.name),
      ],
    },
    services: services.docs.map((service) => ({
      title: service.title,
      slug: service.slug ?? '',
      summary: [
        service.summary,
        ...(service.details ?? []).map((detail) => detail.item),
        service.price ? `Price: ${service.price}` : '',
      ]
        .filter(Boolean)
        .join(' '),
      keywords: [service.slug ?? '', ...(service.details ?? []).map((detail) => detail.item)]
        .join(' ')
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((word) => word.length > 3),
    })),
    faqs: faqs.docs.map((faq) => ({ question: faq.question, answer: faq.answer })),
  }
}
