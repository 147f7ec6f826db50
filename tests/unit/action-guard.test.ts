import { describe, expect, it } from 'vitest'

import { nestsDeeper, refuseMalformedAction } from '@/mends/actionGuard'

const url = 'http://127.0.0.1:3000/cost-calculator'
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  refuseMalformedAction(new Request(url, { method: 'POST', body, headers }))

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

describe('refuseMalformedAction (POSTs Next.js would decode as a server action)', () => {
  it('lets the forms React and the browser send through', async () => {
    // The estimate form posted without JavaScript.
    expect(
      await post(
        form({
          $ACTION_REF_1: '',
          '$ACTION_1:0': '{"id":"606fedb49b1f","bound":"$@1"}',
          '$ACTION_1:1': '[{"status":"idle"}]',
          $ACTION_KEY: 'k1234',
          name: 'Ada [the] {owner}',
          email: 'ada@example.com',
        }),
      ),
    ).toBeNull()
    // The same action called by React (an encoded reply with the form as a part).
    expect(
      await post(form({ '1_name': 'Ada', '0': '["$K1"]' }), { 'next-action': '606fedb49b1f' }),
    ).toBeNull()
    expect(
      await post('name=Ada', { 'content-type': 'application/x-www-form-urlencoded' }),
    ).toBeNull()
  })

  it('leaves other requests alone', async () => {
    expect(await refuseMalformedAction(new Request(url))).toBeNull()
    expect(await post('{"a":1}', { 'content-type': 'application/json' })).toBeNull()
  })

  it('answers 400 to what only a forged request sends', async () => {
    const cases: [BodyInit, Record<string, string>, RegExp][] = [
      ['["$F1"]', { 'next-action': 'abc', 'content-type': 'text/plain' }, /takes form data/],
      ['[', { 'next-action': 'abc', 'content-type': 'application/json' }, /takes form data/],
      [
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
        { 'content-type': 'multipart/form-data; boundary=x' },
        /could not be read/,
      ],
      ['[[[[', { 'content-type': 'multipart/form-data' }, /could not be read/],
      [form({ '0': '['.repeat(5000) }), { 'next-action': 'abc' }, /nests too deep/],
      [form({ '$ACTION_1:0': '{"id":' }), {}, /not valid JSON/],
    ]
    for (const [body, headers, message] of cases) {
      const response = await post(body, headers)
      expect(response?.status).toBe(400)
      expect(await response!.text()).toMatch(message)
    }
  })

  it('counts nesting outside strings only', () => {
    expect(nestsDeeper('[[[1]]]', 3)).toBe(false)
    expect(nestsDeeper('[[[[1]]]]', 3)).toBe(true)
    expect(nestsDeeper('["[[[[[[[[", "\\"[[[["]', 3)).toBe(false)
  })
})
