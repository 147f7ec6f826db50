// The estimate form's server action (no JavaScript): a multipart POST to /cost-calculator with
// the hidden action fields read from the page, some with a Next-Action header.
import { baseHeaders, multipartCase } from './bodies.mjs'
import { brokenEstimate } from './calculator.mjs'
import { deepArray, serialize } from './hostile.mjs'

/**
 * The form's hidden fields as the page renders them (`$ACTION_REF_1`, `$ACTION_1:0` with the
 * action's id, `$ACTION_1:1` with the previous state, `$ACTION_KEY`), read from the page's HTML.
 */
export function actionFieldsOf(html) {
  const form = /<form[^>]*aria-label="Estimate request"[\s\S]*?<\/form>/.exec(html)?.[0]
  if (!form) return null
  const unescape = (text) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const fields = {}
  for (const match of form.matchAll(
    /<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g,
  )) {
    fields[unescape(match[1])] = unescape(match[2] ?? '')
  }
  const id = /"id":"([0-9a-f]+)"/.exec(fields['$ACTION_1:0'] ?? '')?.[1]
  return id ? { fields, id } : null
}

const ACTION_BREAKS = [
  [
    'unknown action id',
    (f) => (f['$ACTION_1:0'] = JSON.stringify({ id: 'f'.repeat(42), bound: '$@1' })),
  ],
  [
    'action id not hex',
    (f, rng) =>
      (f['$ACTION_1:0'] = JSON.stringify({
        id: rng.pick(['../../x', '__proto__', '', '<script>']),
        bound: '$@1',
      })),
  ],
  ['action field not JSON', (f) => (f['$ACTION_1:0'] = '{"id":')],
  ['bound args not JSON', (f) => (f['$ACTION_1:1'] = '[{')],
  [
    'bound args of a wrong shape',
    (f, rng) =>
      (f['$ACTION_1:1'] = rng.pick([
        '"x"',
        '[]',
        '[null]',
        '[{"values":5,"errors":"x"}]',
        deepArray(3000),
        '{"__proto__":{"polluted":1}}',
      ])),
  ],
  ['no $ACTION_REF_1', (f) => delete f['$ACTION_REF_1']],
  [
    'no action fields',
    (f) => {
      for (const key of Object.keys(f)) if (key.startsWith('$ACTION')) delete f[key]
    },
  ],
  ['$ACTION_ID_ of a junk id', (f) => (f[`$ACTION_ID_${'0'.repeat(42)}`] = '')],
  ['a 16 KB action key', (f) => (f['$ACTION_KEY'] = 'k'.repeat(16_000))],
]

export function actionCase(rng, fixtures, action) {
  const desc = []
  const headers = { ...baseHeaders(rng), accept: 'text/html' }
  const fields = { ...action.fields }
  const estimate = brokenEstimate(rng, desc, { asText: true })
  for (const [key, value] of Object.entries(estimate)) {
    fields[key] = typeof value === 'string' ? value : serialize(value)
  }
  if (rng.chance(0.25)) {
    const [label, apply] = rng.pick(ACTION_BREAKS)
    apply(fields, rng)
    desc.push(label)
  }
  if (rng.chance(0.15)) {
    // As a script calls a server action: its id in Next-Action and the arguments as the body.
    headers['next-action'] = rng.chance(0.7)
      ? action.id
      : rng.pick(['x', 'f'.repeat(42), '../../etc/passwd', ''])
    headers['content-type'] = rng.pick([
      'text/plain;charset=UTF-8',
      'application/json',
      'multipart/form-data; boundary=fuzzBoundary7MA4YWxkTrZu0gW',
    ])
    const body = rng.pick([
      serialize([JSON.parse(action.fields['$ACTION_1:1'] ?? '[{}]')[0], estimate]),
      '["$K1"]',
      '[',
      deepArray(10_000),
      '["$@1","$Q2","$T"]',
      JSON.stringify(['$F1', { id: '0'.repeat(40), bound: null }]),
    ])
    desc.push(
      `Next-Action header ${JSON.stringify(headers['next-action'].slice(0, 12))} with ${JSON.stringify(body.slice(0, 30))}`,
    )
    return { desc, method: 'POST', path: '/cost-calculator', headers, body: Buffer.from(body) }
  }
  const made = multipartCase(rng, fixtures, '/cost-calculator', fields, desc, { maxFiles: 1 })
  made.headers = { ...made.headers, accept: 'text/html' }
  return { desc, ...made }
}
