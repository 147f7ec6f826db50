// GET /api/random-suggestions: hostile query strings.
import { baseHeaders } from './bodies.mjs'
import { deepArray, HOSTILE } from './hostile.mjs'
import { BAD_ESCAPES, encodeLoose } from './search.mjs'

export function randomSuggestionsCase(rng) {
  const desc = []
  const headers = baseHeaders(rng)
  let path = '/api/random-suggestions'
  const kind = rng.int(6)
  if (kind === 0) {
    path += `?${encodeLoose(rng.pick(HOSTILE))}=${rng.pick(BAD_ESCAPES)}&limit=-1&count=1e9`
    desc.push('junk query')
  } else if (kind === 1) {
    path += '?__proto__[polluted]=1&constructor[prototype][polluted]=1&limit[$gt]=0'
    desc.push('pollution in the query')
  } else if (kind === 2) {
    path = rng.pick([
      '/api/random-suggestions/',
      '/api/random-suggestions/..%2f..%2fetc%2fpasswd',
      '/api/random-suggestions%00',
      '/api/random-suggestions/x/y/z',
      '/api/RANDOM-suggestions',
    ])
    desc.push('odd path')
  } else if (kind === 3) {
    headers.accept = rng.pick(['text/html', 'application/xml', '*/*;q=abc', '\u00ff'])
    headers['accept-encoding'] = rng.pick(['br;q=2, gzip;q=-1', 'identity;q=0', 'x'.repeat(2000)])
    desc.push('odd accept headers')
  } else if (kind === 4) {
    headers.cookie = `payload-token=${'x'.repeat(rng.pick([10, 4000]))}; hclh-chat=${rng
      .pick(HOSTILE)
      .slice(0, 40)
      .replace(/[^\x20-\x7e]/g, '')}`
    desc.push('junk cookies')
  } else {
    headers.range = 'bytes=0-1,-5'
    headers['if-none-match'] = '*'
    desc.push('range and if-none-match')
  }
  const method = rng.chance(0.3)
    ? rng.pick(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'])
    : 'GET'
  if (method !== 'GET') desc.push(`method ${method}`)
  const body = ['GET', 'HEAD', 'OPTIONS'].includes(method)
    ? undefined
    : Buffer.from(rng.chance(0.5) ? '{"limit":1e9}' : deepArray(5000))
  if (body) headers['content-type'] = 'application/json'
  return { desc, method, path, headers, body }
}
