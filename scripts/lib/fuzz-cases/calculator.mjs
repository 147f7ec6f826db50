// POST /api/calculator, as JSON and as multipart: estimate fields the schema must refuse (the
// estimate form's server action reuses them).
import { baseHeaders, jsonCase, multipartCase } from './bodies.mjs'
import {
  deepValue,
  HOSTILE,
  hostileUpTo,
  own,
  POLLUTION,
  tooLong,
  WRONG_TYPES,
} from './hostile.mjs'

const validEstimate = () => ({
  serviceType: 'full',
  squareFootage: '2400',
  name: 'Fuzz Homeowner',
  email: 'fuzz@example.com',
  phone: '7195550100',
  propertyAge: '25 years',
  location: 'Fairplay, CO',
  description: 'South wall is gray.',
})

/** A breaker that only breaks typed JSON: as the text of a form field its value is valid. */
const JSON_ONLY = { jsonOnly: true }

/**
 * Each makes the estimate schema refuse the fields, whatever else they hold (as text too, unless
 * marked JSON_ONLY: `null` is a fine name once a form field says "null").
 */
const ESTIMATE_BREAKERS = [
  ['no serviceType', (o) => delete o.serviceType],
  [
    'unknown serviceType',
    (o, rng) =>
      (o.serviceType = rng.pick([
        'deluxe',
        'FULL',
        ' full',
        'full\u0000',
        '__proto__',
        'constructor',
        'toString',
        '',
      ])),
  ],
  ['serviceType of a wrong type', (o, rng) => (o.serviceType = rng.pick([...WRONG_TYPES, 1, 0]))],
  ['no squareFootage', (o) => delete o.squareFootage],
  [
    'squareFootage not a number',
    (o, rng) =>
      (o.squareFootage = rng.pick([
        'abc',
        '2,400 ft²',
        '1e3',
        '-5',
        '0',
        '0.0',
        '100001',
        '9'.repeat(400),
        'NaN',
        'Infinity',
        '0x10',
        '١٢٣٤',
        '2400 sq ft',
        '',
        '   ',
        '2400\u0000',
        '2400\uD800',
      ])),
  ],
  [
    'squareFootage of a wrong type',
    (o, rng) =>
      (o.squareFootage = rng.pick([
        null,
        true,
        false,
        [],
        {},
        -1,
        0,
        1e9,
        1e21,
        [2400],
        { value: 2400 },
      ])),
  ],
  ['no name', (o) => delete o.name],
  ['blank name', (o, rng) => (o.name = rng.pick(['', '   ', '\t\r\n', '\u3000\u00A0']))],
  ['name over 120 characters', (o, rng) => (o.name = tooLong(rng, 120))],
  ['name of a wrong type', (o, rng) => (o.name = rng.pick(WRONG_TYPES)), JSON_ONLY],
  ['no email', (o) => delete o.email],
  [
    'invalid email',
    (o, rng) =>
      (o.email = rng.pick([
        '',
        'not-an-email',
        'a@b',
        '@example.com',
        'a@@example.com',
        'jane@example..com',
        'jane@exa mple.com',
        '<script>@x.com',
        'jane@example.com\u0000',
        `${'x'.repeat(250)}@example.com`,
        '../../etc/passwd',
        'jane@ex\u202Eample.com',
        'jane@\uD800.com',
        'javascript:alert(1)',
      ])),
  ],
  ['email of a wrong type', (o, rng) => (o.email = rng.pick([...WRONG_TYPES, 42]))],
  ['no phone', (o) => delete o.phone],
  [
    'phone too short',
    (o, rng) =>
      (o.phone = rng.pick(['', '123', '555-0100', '          ', 123, '\u00A0'.repeat(12)])),
  ],
  ['phone over 40 characters', (o, rng) => (o.phone = tooLong(rng, 40))],
  ['phone of a wrong type', (o, rng) => (o.phone = rng.pick(WRONG_TYPES)), JSON_ONLY],
  ['propertyAge over 60 characters', (o, rng) => (o.propertyAge = tooLong(rng, 60))],
  ['location over 120 characters', (o, rng) => (o.location = tooLong(rng, 120))],
  ['description over 5000 characters', (o, rng) => (o.description = tooLong(rng, 5000))],
  [
    'an optional field of a wrong type',
    (o, rng) =>
      (o[rng.pick(['propertyAge', 'location', 'description'])] = rng.pick([
        25,
        true,
        [],
        {},
        ['x'],
      ])),
    JSON_ONLY,
  ],
]

/** Mutations that may or may not be valid on their own: hostile text, pollution, junk keys. */
function spice(rng, o, desc, { maxDepth = 8000 } = {}) {
  const count = rng.int(4)
  for (let i = 0; i < count; i++) {
    const what = rng.int(6)
    if (what === 0) {
      const field = rng.pick(['name', 'location', 'propertyAge', 'description'])
      o[field] = hostileUpTo(rng, field === 'propertyAge' ? 60 : 120)
      desc.push(`hostile ${field}`)
    } else if (what === 1) {
      const [key, value] = rng.pick(POLLUTION)
      own(o, key, value)
      desc.push(`key ${key}`)
    } else if (what === 2) {
      own(
        o,
        rng.pick(['extra', 'role', 'status', 'source', 'estimate', 'id', 'createdAt']),
        rng.pick([...WRONG_TYPES, 'admin', 1e308]),
      )
      desc.push('extra field')
    } else if (what === 3) {
      o.nested = deepValue(rng, maxDepth)
      desc.push('deeply nested extra field')
    } else if (what === 4) {
      for (let k = 0; k < 500; k++) o[`k${k}`] = k
      desc.push('500 extra keys')
    } else {
      o[rng.pick(HOSTILE) || 'x'] = rng.pick(HOSTILE)
      desc.push('hostile key')
    }
  }
}

/** Estimate fields the schema refuses; `asText` when they are sent as form fields. */
export function brokenEstimate(rng, desc, { asText = false } = {}) {
  const fields = validEstimate()
  spice(rng, fields, desc)
  const breakers = asText
    ? ESTIMATE_BREAKERS.filter(([, , flags]) => !flags?.jsonOnly)
    : ESTIMATE_BREAKERS
  const count = 1 + (rng.chance(0.3) ? 1 : 0)
  for (let i = 0; i < count; i++) {
    const [label, apply] = rng.pick(breakers)
    apply(fields, rng)
    desc.push(label)
  }
  return fields
}

export function calculatorJsonCase(rng, _fixtures) {
  const desc = []
  const fields = brokenEstimate(rng, desc)
  return { desc, ...jsonCase(rng, '/api/calculator', fields, desc, baseHeaders(rng)) }
}

export function calculatorMultipartCase(rng, fixtures) {
  const desc = []
  // Multipart fields are text: other values are sent as their JSON text.
  const fields = brokenEstimate(rng, desc, { asText: true })
  return { desc, ...multipartCase(rng, fixtures, '/api/calculator', fields, desc) }
}
