// POST /api/chat/lead: the lead a conversation gives, refused.
import { baseHeaders, jsonCase } from './bodies.mjs'
import { HISTORY } from './chat.mjs'
import {
  deepValue,
  hostileUpTo,
  own,
  POLLUTION,
  serialize,
  tooLong,
  WRONG_TYPES,
} from './hostile.mjs'

const validChatLead = () => ({
  name: 'Fuzz Chatter',
  email: 'chat-fuzz@example.com',
  phone: '719-555-0142',
  location: 'Fairplay, CO',
  workType: 'staining',
  squareFootage: 1800,
  propertyAge: 30,
  aiEstimate: 9000,
  awaitingContact: false,
  conversationHistory: [...HISTORY, { role: 'user', content: 'I am Fuzz, chat-fuzz@example.com' }],
  hasUploadedPhotos: false,
})

const CHAT_LEAD_BREAKERS = [
  ['no name', (o) => delete o.name],
  ['blank name', (o) => (o.name = '   ')],
  ['name over 120', (o, rng) => (o.name = tooLong(rng, 120))],
  ['name of a wrong type', (o, rng) => (o.name = rng.pick(WRONG_TYPES))],
  [
    'invalid email',
    (o, rng) =>
      (o.email = rng.pick([
        'x',
        'a@b',
        '@x.com',
        'jane@@x.com',
        `${'x'.repeat(250)}@x.com`,
        'jane@x.com\u0000',
      ])),
  ],
  ['email of a wrong type', (o, rng) => (o.email = rng.pick(WRONG_TYPES))],
  ['no phone', (o) => delete o.phone],
  ['phone too short', (o) => (o.phone = '555')],
  [
    'unknown workType',
    (o, rng) => (o.workType = rng.pick(['hacking', '', 'STAINING', '__proto__', 1, null, []])),
  ],
  [
    'squareFootage out of range',
    (o, rng) => (o.squareFootage = rng.pick([0, -1, 100001, 1e308, 'abc', 'NaN', [1, 2], {}])),
  ],
  ['propertyAge out of range', (o, rng) => (o.propertyAge = rng.pick([-1, 1000, 'old', {}]))],
  ['aiEstimate out of range', (o, rng) => (o.aiEstimate = rng.pick([-5, 1e9, 'lots', [1, 2]]))],
  ['inspectionReport over 8000', (o, rng) => (o.inspectionReport = tooLong(rng, 8000))],
  [
    'awaitingContact not a boolean',
    (o, rng) => (o.awaitingContact = rng.pick(['true', 1, null, {}])),
  ],
  ['hasUploadedPhotos not a boolean', (o) => (o.hasUploadedPhotos = 'yes')],
  ['uploadedFiles over 200', (o) => (o.uploadedFiles = Array(201).fill('a.jpg'))],
  ['uploadedFiles not an array', (o, rng) => (o.uploadedFiles = rng.pick(['a.jpg', {}, 1]))],
  [
    'history over 200 messages',
    (o) => (o.conversationHistory = Array.from({ length: 201 }, () => HISTORY[0])),
  ],
  ['history with a bad role', (o) => (o.conversationHistory = [{ role: 'admin', content: 'x' }])],
  ['history not JSON text', (o) => (o.conversationHistory = '[{')],
  [
    'history of a wrong type',
    (o, rng) => (o.conversationHistory = rng.pick([{}, 1, true, 'null'])),
  ],
]

export function chatLeadCase(rng) {
  const desc = []
  const lead = validChatLead()
  const count = rng.int(3)
  for (let i = 0; i < count; i++) {
    const what = rng.int(4)
    if (what === 0) {
      const [key, value] = rng.pick(POLLUTION)
      own(lead, key, value)
      desc.push(`key ${key}`)
    } else if (what === 1) {
      lead.uploadedFiles = [deepValue(rng, 100_000)]
      desc.push('deeply nested uploadedFiles entry')
    } else if (what === 2) {
      lead.location = hostileUpTo(rng, 120)
      desc.push('hostile location')
    } else {
      lead.conversationHistory = [{ role: 'user', content: hostileUpTo(rng, 8000) }]
      desc.push('hostile history')
    }
  }
  const [label, apply] = rng.pick(CHAT_LEAD_BREAKERS)
  apply(lead, rng)
  desc.push(label)
  const made = jsonCase(rng, '/api/chat/lead', lead, desc, baseHeaders(rng))
  if (rng.chance(0.05)) {
    made.body = Buffer.from(serialize({ ...lead, inspectionReport: 'r'.repeat(2.2 * 1024 * 1024) }))
    desc.push('2.2 MB body')
  }
  return { desc, ...made }
}
