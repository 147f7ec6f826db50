// The inspection booking (issue 52): POST /api/booking (JSON and the plain form), GET
// /api/booking/slots, and a visit's own POST /api/booking/<link>/{move,cancel,confirm}, each case
// refused: a booking always gets a breaker, a visit's link is never one the site signed.
import { baseHeaders, jsonCase } from './bodies.mjs'
import {
  deepValue,
  hostileUpTo,
  HOSTILE,
  own,
  POLLUTION,
  tooLong,
  WRONG_TYPES,
} from './hostile.mjs'
import { BAD_ESCAPES, encodeLoose } from './search.mjs'

const validBooking = () => ({
  start: '2030-01-08T08:00:00.000-07:00',
  name: 'Fuzz Booker',
  email: 'booking-fuzz@example.com',
  phone: '719-555-0142',
  address: '12 Elk Ridge Rd',
  place: 'Fairplay',
})

const BOOKING_BREAKERS = [
  ['no address', (o) => delete o.address],
  ['blank address', (o) => (o.address = '   ')],
  ['address over 160', (o, rng) => (o.address = tooLong(rng, 160))],
  ['a link in the address', (o) => (o.address = '12 Elk Rd https://evil.example/')],
  ['a link in the name', (o) => (o.name = 'Prize at evil.example/claim')],
  ['a link in the place', (o) => (o.place = 'gunnison-county … https://evil.example/')],
  ['no place', (o) => delete o.place],
  ['place over 120', (o, rng) => (o.place = tooLong(rng, 120))],
  ['a place outside the areas', (o, rng) => (o.place = rng.pick(['Denver', 'Mars', '—', '%00']))],
  ['start not a time', (o, rng) => (o.start = rng.pick(['tomorrow', '', '2030-13-45', 5, null]))],
  ['start in the past', (o) => (o.start = '2001-01-02T08:00:00-07:00')],
  ['start no window', (o) => (o.start = '2030-01-08T03:17:00-07:00')],
  ['invalid email', (o, rng) => (o.email = rng.pick(['x', 'a@b', '@x.com', 'jane@@x.com']))],
  ['phone too short', (o) => (o.phone = '555')],
  ['name of a wrong type', (o, rng) => (o.name = rng.pick(WRONG_TYPES))],
  ['lead of a wrong type', (o, rng) => (o.lead = rng.pick([1, [], {}, 'x'.repeat(300)]))],
]

/** The cases' addresses: a forged link, a changed one, junk, and an escape attempt. */
const FORGED_LINKS = [
  '1.1.' + 'a'.repeat(43),
  '99999999.1.' + 'A'.repeat(43),
  '0.0.x',
  'x',
  '..%2f..%2fapi%2fusers',
  '1.1.' + 'a'.repeat(2000),
  '%00',
]

export function bookingCase(rng) {
  const desc = []
  const booking = validBooking()
  for (let i = rng.int(3); i > 0; i--) {
    const what = rng.int(3)
    if (what === 0) {
      const [key, value] = rng.pick(POLLUTION)
      own(booking, key, value)
      desc.push(`key ${key}`)
    } else if (what === 1) {
      booking.name = hostileUpTo(rng, 120)
      desc.push('hostile name')
    } else {
      booking.lead = deepValue(rng, 10_000)
      desc.push('deeply nested lead')
    }
  }
  const [label, apply] = rng.pick(BOOKING_BREAKERS)
  apply(booking, rng)
  desc.push(label)
  if (rng.chance(0.2)) {
    // The plain form of /book, which answers with a page (303).
    const body = new URLSearchParams(
      Object.entries(booking).map(([key, value]) => [key, String(value)]),
    ).toString()
    desc.push('as a plain form')
    return {
      desc,
      method: 'POST',
      path: '/api/booking',
      headers: { ...baseHeaders(rng), 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from(body),
    }
  }
  return { desc, ...jsonCase(rng, '/api/booking', booking, desc, baseHeaders(rng)) }
}

export function bookingSlotsCase(rng) {
  const desc = []
  const kind = rng.int(4)
  let query
  if (kind === 0) {
    query = `place=${encodeLoose(rng.pick(HOSTILE))}`
    desc.push('hostile place')
  } else if (kind === 1) {
    query = `place=${rng.pick(BAD_ESCAPES)}&place[$gt]=&__proto__[x]=1`
    desc.push('junk query')
  } else if (kind === 2) {
    query = `place=${'a'.repeat(rng.pick([121, 5000]))}`
    desc.push('place too long')
  } else {
    query = ''
    desc.push('no place')
  }
  return {
    desc,
    method: 'GET',
    path: `/api/booking/slots${query ? `?${query}` : ''}`,
    headers: baseHeaders(rng),
  }
}

export function bookingVisitCase(rng) {
  const desc = []
  const link = rng.pick(FORGED_LINKS)
  const action = rng.pick(['move', 'cancel', 'confirm'])
  desc.push(`${action} with link ${link.slice(0, 20)}`)
  const body = rng.pick([
    'null',
    '[]',
    '"x"',
    '{',
    '{"start":5}',
    '{"start":"2030-01-08T08:00:00-07:00"}',
    JSON.stringify({ start: hostileUpTo(rng, 300) }),
    '',
  ])
  desc.push(`body ${body.slice(0, 30)}`)
  return {
    desc,
    method: 'POST',
    path: `/api/booking/${link}/${action}`,
    headers: { ...baseHeaders(rng), 'content-type': 'application/json' },
    body: Buffer.from(body),
  }
}
