// Building request bodies every endpoint shares: headers, JSON (broken or not), multipart (broken
// or not), and how a case is delivered.
import { FILE_NAMES } from './files.mjs'
import { A_LOT, deepArray, deepObject, POLLUTION, serialize } from './hostile.mjs'

export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

export const baseHeaders = (rng) => ({
  'user-agent': BROWSER_UA,
  'x-forwarded-for': `10.${rng.int(256)}.${rng.int(256)}.${rng.int(256)}`,
})

/** Serialized JSON, sometimes with raw bytes that are not UTF-8 put inside a string. */
function jsonBody(rng, value, desc) {
  const text = serialize(value)
  if (!rng.chance(0.1) || !text.includes('"')) return Buffer.from(text)
  const bytes = rng.pick([
    [0xed, 0xa0, 0x80],
    [0xc0, 0x80],
    [0xff, 0xfe],
    [0xf4, 0x90, 0x80, 0x80],
    [0x80],
  ])
  desc.push(`raw bytes ${bytes.map((b) => b.toString(16)).join(' ')} in a string`)
  const at = text.indexOf('"', 1)
  return Buffer.concat([
    Buffer.from(text.slice(0, at)),
    Buffer.from(bytes),
    Buffer.from(text.slice(at)),
  ])
}

/** JSON text made invalid, or valid JSON that is not an object. */
export const BROKEN_JSON = [
  ['empty body', () => ''],
  ['whitespace only', () => ' \n\t '],
  ['truncated', (text, rng) => text.slice(0, rng.int(Math.max(1, text.length - 1)))],
  ['trailing comma', (text) => text.replace(/}$/, ',}')],
  ['single quotes', (text) => text.replaceAll('"', "'")],
  ['a comment', (text) => `/* hi */${text}`],
  ['NaN literal', (text) => text.replace(/}$/, ',"x":NaN}')],
  ['undefined literal', (text) => text.replace(/}$/, ',"x":undefined}')],
  ['BOM before JSON', (text) => `\uFEFF${text}`],
  ['two objects', (text) => `${text}${text}`],
  ['unquoted keys', (text) => text.replace(/"(\w+)":/g, '$1:')],
  ['an array', (text) => `[${text}]`],
  ['a string', (text) => JSON.stringify(text)],
  ['a number', () => '12345'],
  ['null', () => 'null'],
  ['true', () => 'true'],
  ['deeply nested array', (_text, rng) => deepArray(rng.between(1000, 20_000))],
  ['deeply nested object', (_text, rng) => deepObject(rng.between(1000, 10_000))],
  ['unterminated string', () => '{"name":"Jane'],
  ['escaped NUL keys', () => '{"\\u0000":"\\u0000","\\ud800":1}'],
  ['duplicate keys', (text) => text.replace(/^{/, '{"name":{},"email":[],')],
  ['huge number', () => `{"squareFootage":1${'0'.repeat(400)}}`],
  [
    'binary',
    (_text, rng) => String.fromCharCode(...Array.from({ length: 64 }, () => rng.int(256))),
  ],
]

/** Content types that are not JSON or multipart, or say one thing and send another. */
const NOT_JSON_TYPES = [
  undefined,
  '',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/xml',
  'APPLICATION/JSON',
  'application/octet-stream',
  'image/jpeg',
  'json',
  '*/*',
  'application/json\u0000',
]

/**
 * A multipart body: `parts` of { name, filename?, type?, data, headers? }, with knobs for the
 * ways a body can be malformed.
 */
export function multipart(parts, options = {}) {
  const {
    boundary = 'fuzzBoundary7MA4YWxkTrZu0gW',
    eol = '\r\n',
    closing = true,
    preamble = '',
    epilogue = '',
  } = options
  const chunks = [Buffer.from(preamble)]
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}${eol}`))
    if (part.headers !== undefined) {
      chunks.push(Buffer.from(part.headers))
    } else {
      const filename =
        part.filename === undefined
          ? ''
          : `; filename="${String(part.filename).replace(/"/g, '%22')}"`
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"${filename}${eol}`),
      )
      if (part.type) chunks.push(Buffer.from(`Content-Type: ${part.type}${eol}`))
    }
    chunks.push(Buffer.from(eol))
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(String(part.data)))
    chunks.push(Buffer.from(eol))
  }
  if (closing) chunks.push(Buffer.from(`--${boundary}--${eol}`))
  chunks.push(Buffer.from(epilogue))
  return Buffer.concat(chunks)
}

const fieldParts = (fields) =>
  Object.entries(fields).flatMap(([name, value]) =>
    value === undefined
      ? []
      : [{ name, data: typeof value === 'string' ? value : serialize(value) }],
  )

/** A file part from the fixtures, under a hostile or ordinary name. */
function filePart(rng, fixtures, desc, { hostileName = rng.chance(0.4) } = {}) {
  const key = rng.pick(Object.keys(fixtures))
  const fixture = fixtures[key]
  const filename = hostileName
    ? rng.pick(FILE_NAMES)
    : (fixture.name ?? `${key.replace(/\W+/g, '-')}.jpg`)
  desc.push(`file: ${key}${hostileName ? ` named ${JSON.stringify(filename.slice(0, 40))}` : ''}`)
  return { name: 'files', filename, type: fixture.type, data: fixture.data }
}

/** The breaks that add a file of their own. */
const WITH_FILES = ['filename* with broken percent-encoding', 'nested multipart/mixed']

/** Ways a multipart body and its header can disagree or break; the case's desc says which. */
const MULTIPART_BREAKS = [
  [
    'boundary differs from the header',
    (parts) => ({ body: multipart(parts, { boundary: 'other' }) }),
  ],
  [
    'no boundary in the header',
    (parts) => ({ body: multipart(parts), type: 'multipart/form-data' }),
  ],
  [
    'empty boundary in the header',
    (parts) => ({ body: multipart(parts), type: 'multipart/form-data; boundary=' }),
  ],
  [
    'boundary over 70 characters',
    (parts) => {
      const boundary = 'b'.repeat(200)
      return {
        body: multipart(parts, { boundary }),
        type: `multipart/form-data; boundary=${boundary}`,
      }
    },
  ],
  [
    'quoted boundary with spaces',
    (parts) => {
      const boundary = 'a b "c'
      return {
        body: multipart(parts, { boundary }),
        type: 'multipart/form-data; boundary="a b \\"c"',
      }
    },
  ],
  ['no closing boundary', (parts) => ({ body: multipart(parts, { closing: false }) })],
  ['LF line endings', (parts) => ({ body: multipart(parts, { eol: '\n' }) })],
  [
    'junk preamble and epilogue',
    (parts) => ({
      body: multipart(parts, { preamble: 'junk\r\n'.repeat(500), epilogue: '\u0000'.repeat(100) }),
    }),
  ],
  [
    'a part without headers',
    (parts) => ({ body: multipart([{ headers: '', data: 'orphan' }, ...parts]) }),
  ],
  [
    'a part with no name',
    (parts) => ({
      body: multipart([{ headers: 'Content-Disposition: form-data\r\n', data: 'x' }, ...parts]),
    }),
  ],
  [
    'a huge part header',
    (parts) => ({
      body: multipart([
        {
          headers: `Content-Disposition: form-data; name="x"; junk="${'h'.repeat(100_000)}"\r\n`,
          data: 'x',
        },
        ...parts,
      ]),
    }),
  ],
  [
    'filename* with broken percent-encoding',
    (parts) => ({
      body: multipart([
        {
          headers: `Content-Disposition: form-data; name="files"; filename*=UTF-8''%E2%80%AE%ZZ%ED%A0%80evil.jpg\r\nContent-Type: image/jpeg\r\n`,
          data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
        },
        ...parts,
      ]),
    }),
  ],
  [
    'nested multipart/mixed',
    (parts) => ({
      body: multipart([
        {
          headers:
            'Content-Disposition: form-data; name="files"\r\nContent-Type: multipart/mixed; boundary=inner\r\n',
          data: multipart(parts, { boundary: 'inner' }),
        },
      ]),
    }),
  ],
  [
    'the multipart type with a JSON body',
    (parts) => ({
      body: Buffer.from(
        JSON.stringify(Object.fromEntries(parts.map((p) => [p.name, String(p.data)]))),
      ),
    }),
  ],
  [
    'charset and extra parameters',
    (parts) => ({
      body: multipart(parts),
      type: 'multipart/form-data; charset=utf-16; boundary=fuzzBoundary7MA4YWxkTrZu0gW; boundary=second',
    }),
  ],
  [
    '25 fields',
    (parts) => ({
      body: multipart([
        ...parts,
        ...Array.from({ length: 25 }, (_, i) => ({ name: `f${i}`, data: 'x' })),
      ]),
    }),
  ],
  [
    'a 20 KB field',
    (parts) => ({ body: multipart([...parts, { name: 'description', data: 'd'.repeat(20_000) }]) }),
  ],
]

/** Delivery: most requests are sent at once; some are trickled, cut off, or raw HTTP. */
export const deliveryFor = (index) =>
  index % 50 === 17 ? 'trickle' : index % 50 === 33 ? 'cut' : index % 50 === 41 ? 'raw' : 'normal'

/** A JSON body for a POST: broken JSON, wrong types or content types, or a refused object. */
export function jsonCase(rng, path, fields, desc, extraHeaders = {}) {
  const headers = { ...extraHeaders, 'content-type': 'application/json' }
  let body = jsonBody(rng, fields, desc)
  const roll = rng.next()
  if (roll < 0.25) {
    const [label, broken] = rng.pick(BROKEN_JSON)
    body = Buffer.from(broken(body.toString('utf8'), rng), 'utf8')
    desc.push(label)
  } else if (roll < 0.35) {
    headers['content-type'] = rng.pick(NOT_JSON_TYPES)
    if (headers['content-type'] === undefined) delete headers['content-type']
    desc.push(`content-type ${JSON.stringify(headers['content-type'])}`)
  } else if (roll < 0.4) {
    headers['content-type'] = rng.pick([
      'application/json; charset=utf-16le',
      'application/json; charset=latin1',
      'application/jsonx',
      'application/json-patch+json',
    ])
    if (headers['content-type'].includes('utf-16'))
      body = Buffer.from(body.toString('utf8'), 'utf16le')
    desc.push(`content-type ${headers['content-type']}`)
  } else if (roll < 0.45) {
    body = Buffer.from(serialize({ ...fields, description: A_LOT }))
    desc.push('70 KB body')
  }
  return { method: 'POST', path, headers, body }
}

/** A multipart body: broken fields, files (polyglots, hostile names), and a broken envelope. */
export function multipartCase(rng, fixtures, path, fields, desc, { maxFiles = 3 } = {}) {
  const parts = fieldParts(fields)
  const files = rng.int(maxFiles + 1)
  for (let i = 0; i < files; i++) parts.push(filePart(rng, fixtures, desc))
  // With maxFiles 0 (a request that may be valid) no file of any kind rides along.
  const clean = maxFiles === 0
  if (!clean && rng.chance(0.1)) {
    for (let i = 0; i < 11; i++)
      parts.push({
        name: 'files',
        filename: `p${i}.png`,
        type: 'image/png',
        data: fixtures.png.data,
      })
    desc.push('11 files')
  }
  if (!clean && rng.chance(0.08)) {
    parts.push({ name: 'other', filename: 'x.jpg', type: 'image/jpeg', data: fixtures.jpeg.data })
    desc.push('a file under another field name')
  }
  if (rng.chance(0.05)) {
    const [key] = rng.pick(POLLUTION)
    parts.push({ name: key, data: 'polluted' })
    desc.push(`field ${key}`)
  }
  shuffle(rng, parts)
  const headers = { ...baseHeaders(rng) }
  let type = 'multipart/form-data; boundary=fuzzBoundary7MA4YWxkTrZu0gW'
  let body
  if (rng.chance(0.35)) {
    const breaks = clean
      ? MULTIPART_BREAKS.filter(([label]) => !WITH_FILES.includes(label))
      : MULTIPART_BREAKS
    const [label, broken] = rng.pick(breaks)
    const made = broken(parts)
    body = made.body
    if (made.type !== undefined) type = made.type
    desc.push(label)
  } else {
    body = multipart(parts)
  }
  if (rng.chance(0.05)) {
    type = rng.pick([
      'multipart/mixed; boundary=fuzzBoundary7MA4YWxkTrZu0gW',
      'text/plain',
      'application/json',
      'multipart/form-data',
    ])
    desc.push(`content-type ${type}`)
  }
  headers['content-type'] = type
  return { method: 'POST', path, headers, body }
}

function shuffle(rng, list) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng.int(i + 1)
    ;[list[i], list[j]] = [list[j], list[i]]
  }
}
