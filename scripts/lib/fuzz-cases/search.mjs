// GET /api/search: texts the endpoint refuses or ignores (valid ones are for the second phase).
import { baseHeaders } from './bodies.mjs'
import { characters, HOSTILE, hostileUpTo, tooLong } from './hostile.mjs'

/** What the endpoint does with `q` (as Node reads the URL): the cleaned text, or null if refused. */
export function searchText(path) {
  const q = new URL(path, 'http://x').searchParams.get('q') ?? ''
  if (characters(q) > 200) return null
  return q
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Refused or ignored by the search: over 200 characters, or under 2 once cleaned. */
export const searchIsIgnored = (path) => {
  const text = searchText(path)
  return text === null || text.length < 2
}

const encode = (text) => encodeURIComponent(text).replace(/%20/g, '+')

/** Percent-escapes a string that may hold lone surrogates (encodeURIComponent throws on those). */
export const encodeLoose = (text) => {
  try {
    return encode(text)
  } catch {
    return encode(text.toWellFormed?.() ?? text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))
  }
}

const INVISIBLE = ['\u0000', '\u200B', '\u202E', '\u200F', '\uFEFF', '\u0007', '\u2060', ' ', '\t']

/** Raw percent sequences that are not UTF-8, or not escapes at all. */
export const BAD_ESCAPES = [
  '%ED%A0%80',
  '%C0%80',
  '%FF%FE',
  '%E0%A4%A',
  '%',
  '%%',
  '%zz',
  '%00',
  '%F4%90%80%80',
]

export function searchCase(rng, _fixtures, { valid = false } = {}) {
  const desc = []
  const headers = baseHeaders(rng)
  const kind = rng.int(valid ? 4 : 9)
  let q
  if (kind === 0) {
    q = `${encodeLoose(hostileUpTo(rng, 200))}${rng.pick(BAD_ESCAPES)}${encodeLoose(rng.pick(HOSTILE))}`
    desc.push('hostile text with raw escapes')
  } else if (kind === 1) {
    q = encodeLoose(rng.pick(HOSTILE) + rng.pick(['log', 'chinking', 'st', ' OR 1=1', '*', '"']))
    desc.push('hostile text')
  } else if (kind === 2) {
    q = encodeLoose(
      rng
        .pick(['(', '[', '*', '?', '\\', '+', '^', '$', '|', '.*', '(?<=x)', 'a{1000}'])
        .repeat(rng.between(1, 60)),
    )
    desc.push('regex characters')
  } else if (kind === 3) {
    q = encodeLoose(rng.pick(['ﷺ', '﷽', 'ﬃ', '㎢', 'Ⅻ']).repeat(rng.between(1, 40)))
    desc.push('characters NFKC expands')
  } else if (kind === 4) {
    q = encodeLoose(tooLong(rng, 200))
    desc.push('over 200 characters')
  } else if (kind === 5) {
    const one = rng.pick(['a', 'é', '🪵', '\uD800', '1', '%'])
    q = Array.from({ length: rng.between(0, 150) }, () => encodeLoose(rng.pick(INVISIBLE))).join('')
    q += rng.chance(0.5) ? encodeLoose(one) : ''
    desc.push('invisible characters around one letter')
  } else if (kind === 6) {
    q = rng.pick(BAD_ESCAPES).repeat(rng.between(70, 120))
    desc.push('raw escapes over 200 characters once decoded')
  } else if (kind === 7) {
    q = encodeLoose('🪵'.repeat(rng.between(201, 400)))
    desc.push('emoji over 200 characters')
  } else {
    q = ''
    desc.push('no text')
  }
  let path = `/api/search?q=${q}`
  const shape = rng.int(10)
  if (shape === 0) {
    path = `/api/search?q[]=${q}&q[__proto__][polluted]=1`
    desc.push('q[] and q[__proto__]')
  } else if (shape === 1) {
    path = `/api/search?${rng.pick(['Q', 'query', 'search', 'q ', '__proto__'])}=log+home&q=${q}`
    desc.push('other parameters first')
  } else if (shape === 2) {
    path = `/api/search?q=${q}&q=log+home&callback=alert`
    desc.push('q twice')
  } else if (shape === 3) {
    path = `${rng.pick(['/api/search/', '/api/search/..%2f..%2fetc%2fpasswd', '/api/search;jsessionid=1', '/api//search', '/api/search%00'])}?q=${q}`
    desc.push('odd path')
  } else if (shape === 4) {
    headers.cookie = rng.pick(['a=b; payload-token=garbage', '\u00ff=\u00ff', 'x'.repeat(8000)])
    headers['accept-language'] = 'ar;q=x, *;q=-1'
    desc.push('junk cookie and accept-language')
  } else if (shape === 5 && !valid) {
    path = `/api/search?q=${encodeLoose(tooLong(rng, 200))}&pad=${'p'.repeat(rng.pick([3000, 20_000]))}`
    desc.push('very long URL')
  }
  const method =
    !valid && rng.chance(0.08) ? rng.pick(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) : 'GET'
  if (method !== 'GET') desc.push(`method ${method}`)
  const body = method === 'GET' || method === 'OPTIONS' ? undefined : Buffer.from('{"q":"log"}')
  return { desc, method, path, headers, body }
}
