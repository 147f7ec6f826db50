import { Resend } from 'resend'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { startFakeResend, type FakeResend } from '../../scripts/lib/fakes.mjs'

const message = {
  from: 'High Country Log Home Finishing <estimates@example.com>',
  to: 'jane@example.com',
  subject: 'Your log home estimate',
  html: '<p>Hello</p>',
  text: 'Hello',
  replyTo: 'office@example.com',
}

let fake: FakeResend
let resend: Resend

beforeEach(async () => {
  fake = await startFakeResend()
  resend = new Resend('re_test', { baseUrl: fake.url })
})

afterEach(async () => {
  await fake.close()
})

/** A raw POST /emails, for what the SDK will not send. */
const post = (
  body: unknown,
  headers: Record<string, string> = { Authorization: 'Bearer re_test' },
) =>
  fetch(`${fake.url}/emails`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

describe('fake Resend', () => {
  it('accepts an e-mail from the SDK and keeps what it sent', async () => {
    const { data, error } = await resend.emails.send(message)

    expect(error).toBeNull()
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(fake.attempts).toHaveLength(1)
    expect(fake.received).toEqual([
      {
        id: data?.id,
        body: {
          from: message.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          reply_to: message.replyTo,
        },
      },
    ])
  })

  it('refuses a missing or wrong API key', async () => {
    const missing = await post({ ...message }, {})
    expect(missing.status).toBe(401)
    expect(await missing.json()).toMatchObject({ statusCode: 401, name: 'missing_api_key' })

    const wrong = new Resend('re_wrong', { baseUrl: fake.url })
    const { data, error } = await wrong.emails.send(message)
    expect(data).toBeNull()
    expect(error).toMatchObject({ statusCode: 403, name: 'invalid_api_key' })
    expect(fake.received).toHaveLength(0)
    expect(fake.attempts).toHaveLength(2)
  })

  it('refuses an e-mail without a recipient, a subject or a body', async () => {
    const { text: _text, html: _html, ...noBody } = message
    for (const body of [
      { ...message, to: undefined },
      { ...message, to: [] },
      { ...message, subject: '' },
      { ...message, from: 'not an address' },
      noBody,
    ]) {
      const response = await post(body)
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({ statusCode: 422, name: 'validation_error' })
    }
    expect(fake.received).toHaveLength(0)
  })

  it('sends once per idempotency key', async () => {
    const first = await resend.emails.send(message, { idempotencyKey: 'lead-1/estimate' })
    const again = await resend.emails.send(message, { idempotencyKey: 'lead-1/estimate' })

    expect(again.data?.id).toBe(first.data?.id)
    expect(fake.attempts).toHaveLength(2)
    expect(fake.received).toHaveLength(1)
    expect(fake.received[0].idempotencyKey).toBe('lead-1/estimate')

    const changed = await resend.emails.send(
      { ...message, subject: 'Something else' },
      { idempotencyKey: 'lead-1/estimate' },
    )
    expect(changed.error).toMatchObject({ statusCode: 409, name: 'invalid_idempotent_request' })
    expect(fake.received).toHaveLength(1)
  })

  it('fails with a 500 in fail mode, and accepts the retry once back', async () => {
    fake.setMode('fail')
    const failed = await resend.emails.send(message, { idempotencyKey: 'k' })
    expect(failed.data).toBeNull()
    expect(failed.error).toEqual({
      statusCode: 500,
      name: 'internal_server_error',
      message: 'Something went wrong',
    })
    expect(fake.received).toHaveLength(0)

    fake.setMode('ok')
    const retried = await resend.emails.send(message, { idempotencyKey: 'k' })
    expect(retried.error).toBeNull()
    expect(fake.received).toHaveLength(1)
    expect(fake.attempts).toHaveLength(2)
  })

  it('never answers in hang mode: the SDK gives up on its signal', async () => {
    fake.setMode('hang')
    const started = Date.now()
    // The SDK passes `signal` on to fetch and reports the abort as an error result, not a throw.
    const { data, error } = await resend.emails.send(message, {
      signal: AbortSignal.timeout(300),
    })

    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
    expect(data).toBeNull()
    expect(error).toMatchObject({ name: 'application_error', statusCode: null })
    expect(fake.attempts).toHaveLength(1)
    expect(fake.received).toHaveLength(0)
  })

  it('ends hanging requests on close', async () => {
    fake.setMode('hang')
    const pending = post(message)
    await expect.poll(() => fake.attempts.length).toBe(1)

    await fake.close()
    await expect(pending).rejects.toThrow()
  })
})
