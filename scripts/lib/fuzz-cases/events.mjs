// POST /api/events: analytics beacons the endpoint must refuse.
import { baseHeaders, BROKEN_JSON } from './bodies.mjs'
import { hostileUpTo, own, POLLUTION, tooLong, WRONG_TYPES } from './hostile.mjs'

const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

const validBeacon = () => ({
  n: 'pageview',
  p: '/services/chinking',
  r: 'https://www.google.com/',
  s: '',
  w: 1280,
})

const EVENT_BREAKERS = [
  [
    'unknown event',
    (b, rng) =>
      (b.n = rng.pick(['hack', 'PAGEVIEW', '', '__proto__', 'constructor', 'pageview\u0000'])),
  ],
  ['event of a wrong type', (b, rng) => (b.n = rng.pick([...WRONG_TYPES, 1]))],
  ['no event', (b) => delete b.n],
  [
    'path not starting with /',
    (b, rng) =>
      (b.p = rng.pick([
        '',
        'services',
        'http://evil.example/',
        '\\\\evil',
        ' /x',
        '\u202E/x',
        'javascript:alert(1)',
      ])),
  ],
  ['path over 500', (b, rng) => (b.p = `/${tooLong(rng, 500)}`)],
  ['path of a wrong type', (b, rng) => (b.p = rng.pick([...WRONG_TYPES, 5]))],
  ['no path', (b) => delete b.p],
  ['referrer over 1000', (b, rng) => (b.r = tooLong(rng, 1000))],
  ['referrer of a wrong type', (b, rng) => (b.r = rng.pick([1, true, {}, []]))],
  ['utm over 600', (b, rng) => (b.s = `?utm_source=${tooLong(rng, 600)}`)],
  [
    'width not a whole number',
    (b, rng) => (b.w = rng.pick([1.5, -1, 100001, 1e308, '1280', null, [], -0.5])),
  ],
  ['search without results', (b) => Object.assign(b, { n: 'search', d: { query: 'logs' } })],
  [
    'results negative or fractional',
    (b, rng) =>
      Object.assign(b, { n: 'search', d: { results: rng.pick([-1, 0.5, 1e7, '3', null]) } }),
  ],
  [
    'search query over the limit',
    (b, rng) => Object.assign(b, { n: 'search', d: { results: 0, query: tooLong(rng, 100) } }),
  ],
  ['data of a wrong type', (b, rng) => (b.d = rng.pick(['x', 1, [], true]))],
]

export function eventCase(rng) {
  const desc = []
  const beacon = validBeacon()
  if (rng.chance(0.3)) {
    const [key, value] = rng.pick(POLLUTION)
    own(beacon, key, value)
    desc.push(`key ${key}`)
  }
  if (rng.chance(0.2)) {
    beacon.p = `/${hostileUpTo(rng, 100)}`
    desc.push('hostile path')
  }
  const [label, apply] = rng.pick(EVENT_BREAKERS)
  apply(beacon, rng)
  desc.push(label)
  const headers = { ...baseHeaders(rng), 'content-type': 'text/plain;charset=UTF-8' }
  let body = Buffer.from(JSON.stringify(beacon))
  const roll = rng.next()
  if (roll < 0.2) {
    const [brokenLabel, broken] = rng.pick(BROKEN_JSON)
    body = Buffer.from(broken(body.toString(), rng).slice(0, 3000))
    desc.push(brokenLabel)
  } else if (roll < 0.3) {
    headers['content-type'] = rng.pick([
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/html',
      '',
      'application/json-patch+json',
      'text/plainx',
      'image/gif',
    ])
    desc.push(`content-type ${JSON.stringify(headers['content-type'])}`)
  } else if (roll < 0.35) {
    headers['content-type'] = 'application/json'
    desc.push('application/json')
  } else if (roll < 0.42) {
    body = Buffer.from(
      JSON.stringify({ ...beacon, pad: 'x'.repeat(rng.pick([2100, 5000, 100_000])) }),
    )
    desc.push(`${(body.length / 1024).toFixed(0)} KB beacon`)
  }
  if (rng.chance(0.05)) {
    headers['user-agent'] = rng.pick([BOT_UA, '', 'curl/8.0', 'HeadlessChrome/120'])
    desc.push(`user agent ${JSON.stringify(headers['user-agent'])} (202, not stored)`)
  }
  if (rng.chance(0.05)) {
    headers['x-forwarded-for'] = rng.pick([
      '',
      'not-an-ip',
      `${'1.1.1.1, '.repeat(2000)}2.2.2.2`,
      '::ffff:10.0.0.1',
      '<script>',
    ])
    desc.push('odd X-Forwarded-For')
  }
  return { desc, method: 'POST', path: '/api/events', headers, body }
}
