import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { siteSettings } from '../../seed/content/settings'
import { formData, typedEstimate as typed } from '../helpers/estimateForm'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * The estimate form without JavaScript (features/estimate/server/action) and what it shares with the API
 * route (features/estimate/server/handler), on a real database: what is stored, what is answered, the
 * limit per address. Only the request's headers and cookies are given by hand: a server action
 * reads them from the request Next.js is serving, and there is none here.
 */
const request = vi.hoisted(() => ({ address: '203.0.113.7', cookies: new Map<string, string>() }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': request.address }),
  cookies: async () => ({ set: (name: string, value: string) => request.cookies.set(name, value) }),
}))

process.env.CALCULATOR_RATE_LIMIT = '3/600'
const { sendEstimate } = await import('@/features/estimate/server/action')
const { submitEstimateRequest } = await import('@/features/estimate/server/handler')
const { checkLeadReference } = await import('@/features/booking/token')
const { INITIAL_ESTIMATE_STATE } = await import('@/features/estimate/formState')
const { EMPTY_ESTIMATE_VALUES } = await import('@/features/estimate/fields')
const texts = await import('@/features/texts/schema')

let ctx: TestPayload

const leadsTo = async (email: string) =>
  (await ctx.payload.find({ collection: 'leads', where: { email: { equals: email } } })).docs

beforeAll(async () => {
  ctx = await createTestPayload()
  await ctx.payload.updateGlobal({ slug: 'site-settings', data: siteSettings })
})

afterAll(async () => {
  await ctx?.cleanup()
})

describe('submitEstimateRequest', () => {
  const valid = {
    serviceType: 'basic',
    squareFootage: '1000',
    name: '  Ada   Lovelace ',
    email: 'shared@example.com',
    phone: '(719) 555-0101',
  }

  it('stores the parsed request and says thank you', async () => {
    const outcome = await submitEstimateRequest(ctx.payload, valid)
    const [lead] = await leadsTo('shared@example.com')
    expect(outcome).toEqual({
      ok: true,
      message:
        // No mail service here (no RESEND_API_KEY): the e-mails wait in the outbox.
        'Thank you, Ada! Your estimate is $3,500. We have your request, and a specialist will contact you within 24-48 hours.',
      estimate: 3500,
      // The lead's signed reference: the thank-you books the inspection for this lead.
      booking: expect.any(String),
    })
    expect(lead).toMatchObject({ name: 'Ada   Lovelace', squareFootage: 1000, estimate: 3500 })
    expect(checkLeadReference((outcome as { booking: string }).booking)).toBe(lead.id)
  })

  it('promises the e-mail when a mail service will send it, and not when its queue failed', async () => {
    process.env.RESEND_API_KEY = 're_test_not_used'
    try {
      const sent = await submitEstimateRequest(ctx.payload, { ...valid, email: 'mail@example.com' })
      expect(sent.ok && sent.message).toContain('is on its way to mail@example.com')
      // The e-mails cannot be queued (the jobs table refuses the write): the lead stays, and
      // the answer does not speak of an e-mail.
      const jobs = vi
        .spyOn(ctx.payload.jobs, 'queue')
        .mockRejectedValueOnce(new Error('the database is read-only'))
      const failed = await submitEstimateRequest(ctx.payload, {
        ...valid,
        email: 'lost@example.com',
      })
      expect(jobs).toHaveBeenCalled()
      expect(failed.ok && failed.message).toBe(
        'Thank you, Ada! Your estimate is $3,500. We have your request, and a specialist will contact you within 24-48 hours.',
      )
      expect(await leadsTo('lost@example.com')).toHaveLength(1)
    } finally {
      delete process.env.RESEND_API_KEY
    }
  })

  it('stores nothing when the fields are refused', async () => {
    const before = (await ctx.payload.count({ collection: 'leads' })).totalDocs
    const outcome = await submitEstimateRequest(ctx.payload, { ...valid, serviceType: 'paint' })
    expect(outcome).toEqual({
      ok: false,
      issues: { serviceType: ['Please select a service type'] },
      error: 'Please select a service type.',
    })
    expect((await ctx.payload.count({ collection: 'leads' })).totalDocs).toBe(before)
  })
})

describe('the texts’ tick (issue 57)', () => {
  const { INVALID_PHONE, PHONE_FOR_TEXTS, CONSENT_WORDS } = texts
  const project = { serviceType: 'basic', squareFootage: '1000', name: 'Tess Tick' }

  it('with the tick and a number texts cannot reach: the phone’s message, nothing stored', async () => {
    const before = (await ctx.payload.count({ collection: 'leads' })).totalDocs
    const email = 'tick-invalid@example.com'
    expect(
      await submitEstimateRequest(ctx.payload, {
        ...project,
        email,
        phone: '123-456-7890',
        textMe: true,
      }),
    ).toEqual({ ok: false, issues: { phone: [INVALID_PHONE] }, error: INVALID_PHONE })
    expect(
      await submitEstimateRequest(ctx.payload, { ...project, email, phone: '', textMe: 'on' }),
    ).toMatchObject({ ok: false, issues: { phone: [PHONE_FOR_TEXTS] } })
    expect((await ctx.payload.count({ collection: 'leads' })).totalDocs).toBe(before)
  })

  it('with the tick: the lead holds the consent in E.164, the words, the time and the source', async () => {
    const before = Date.now()
    const email = 'tick-valid@example.com'
    const outcome = await submitEstimateRequest(ctx.payload, {
      ...project,
      email,
      phone: '(970) 555-0142',
      textMe: 'on',
    })
    expect(outcome.ok).toBe(true)
    const [lead] = await leadsTo(email)
    expect(lead.phone).toBe('(970) 555-0142')
    expect(lead.textConsent).toMatchObject({
      number: '+19705550142',
      words: CONSENT_WORDS,
      source: 'estimate',
    })
    expect(Date.parse(lead.textConsent!.at!)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('unticked: e-mail only, no consent', async () => {
    const email = 'tick-none@example.com'
    await submitEstimateRequest(ctx.payload, { ...project, email, phone: '123-456-7890' })
    const [lead] = await leadsTo(email)
    expect(lead.textConsent?.number ?? null).toBeNull()
    expect(lead.textConsent?.at ?? null).toBeNull()
  })

  it('without JavaScript: the message on the phone, the tick and what was typed kept; then stored', async () => {
    request.address = '203.0.113.57'
    const values = { ...typed, email: 'tick-form@example.com', phone: '555-0100' }
    const refused = await sendEstimate(
      INITIAL_ESTIMATE_STATE,
      formData({ ...values, textMe: 'on' }),
    )
    expect(refused).toEqual({
      status: 'error',
      values: { ...values, textMe: true },
      errors: { phone: INVALID_PHONE },
      message: INVALID_PHONE,
    })
    expect(await leadsTo('tick-form@example.com')).toEqual([])

    const sent = await sendEstimate(
      INITIAL_ESTIMATE_STATE,
      formData({ ...values, phone: '970-555-0142', textMe: 'on' }),
    )
    expect(sent.status).toBe('success')
    const [lead] = await leadsTo('tick-form@example.com')
    expect(lead.textConsent).toMatchObject({
      number: '+19705550142',
      words: CONSENT_WORDS,
      source: 'estimate',
    })
    // The booking page without JavaScript keeps the tick too.
    const { keptForm } = await import('@/features/booking/server/keptForm')
    expect(keptForm(request.cookies.get('booking-form'))).toMatchObject({ textMe: true })
  })
})

describe('sendEstimate', () => {
  it('stores the lead (text fields only) and answers the thank-you', async () => {
    const state = await sendEstimate(INITIAL_ESTIMATE_STATE, formData(typed))
    expect(state).toEqual({
      status: 'success',
      // As sent: the form shows them locked beside the thank-you until a new estimate.
      values: typed,
      errors: {},
      message:
        'Thank you, Ada! Your estimate is $8,750. We have your request, and a specialist will contact you within 24-48 hours.',
      estimate: 8750,
      // What was sent, for the confirmation that stays on the page (issue 28).
      sent: [
        { label: 'Service', value: 'Basic Maintenance / Recoat' },
        { label: 'Area', value: '2,500 sq ft' },
        { label: 'Property age', value: '30 years' },
        { label: 'Location', value: 'Fairplay, CO' },
        { label: 'Name', value: 'Ada Lovelace' },
        { label: 'Email', value: 'ada@example.com' },
        { label: 'Phone', value: '(719) 555-0101' },
      ],
      // The thank-you's booking, without JavaScript too: the lead and the place typed.
      booking: expect.any(String),
      place: 'Fairplay, CO',
    })
    const [lead] = await leadsTo('ada@example.com')
    expect(checkLeadReference(state.booking!)).toBe(lead.id)
    // The booking page without JavaScript gets the lead and the details in its own cookie.
    const { keptForm } = await import('@/features/booking/server/keptForm')
    const kept = keptForm(request.cookies.get('booking-form'))
    expect(checkLeadReference(kept!.lead!)).toBe(lead.id)
    expect(kept).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' })
    expect(lead).toMatchObject({
      squareFootage: 2500,
      location: 'Fairplay, CO',
      source: 'calculator',
    })
    expect(lead.media ?? []).toEqual([])
  })

  it('"Start a new estimate" answers the form with the service and the area, and stores nothing', async () => {
    const before = (await ctx.payload.count({ collection: 'leads' })).totalDocs
    const state = await sendEstimate(
      INITIAL_ESTIMATE_STATE,
      formData({ serviceType: 'basic', squareFootage: '2,500', intent: 'new' }),
    )
    expect(state).toEqual({
      status: 'idle',
      values: { ...EMPTY_ESTIMATE_VALUES, serviceType: 'basic', squareFootage: '2,500' },
      errors: {},
    })
    expect((await ctx.payload.count({ collection: 'leads' })).totalDocs).toBe(before)
  })

  it('answers the messages with what was typed, and stores nothing', async () => {
    request.address = '203.0.113.8'
    const values = { ...typed, email: 'ada@', phone: '' }
    const state = await sendEstimate(INITIAL_ESTIMATE_STATE, formData(values))
    expect(state).toEqual({
      status: 'error',
      values,
      errors: {
        email: 'Invalid email address',
        phone: 'Phone number must be at least 10 digits',
      },
      message: 'Invalid email address. Phone number must be at least 10 digits.',
    })
    expect(await leadsTo('ada@')).toEqual([])
  })

  it('answers a forged call that sends no form like an empty form, without throwing', async () => {
    for (const [i, forged] of [{ name: 'x' }, 'name=x', null, [1, 2]].entries()) {
      request.address = `192.0.2.${i + 10}`
      const state = await sendEstimate(INITIAL_ESTIMATE_STATE, forged as unknown as FormData)
      expect(state.status).toBe('error')
      expect(state.errors).toHaveProperty('name')
    }
  })

  it('counts each address against the calculator limit', async () => {
    request.address = '198.51.100.1'
    const email = 'limit@example.com'
    for (let i = 0; i < 3; i++) {
      const state = await sendEstimate(INITIAL_ESTIMATE_STATE, formData({ ...typed, email }))
      expect(state.status).toBe('success')
    }
    const refused = await sendEstimate(INITIAL_ESTIMATE_STATE, formData({ ...typed, email }))
    expect(refused).toEqual({
      status: 'error',
      values: { ...typed, email },
      errors: {},
      message: 'Too many requests. Please wait a few minutes and try again.',
    })
    expect(await leadsTo(email)).toHaveLength(3)
    // Another visitor is not held back.
    request.address = '198.51.100.2'
    expect((await sendEstimate(INITIAL_ESTIMATE_STATE, formData(typed))).status).toBe('success')
  })

  // Last: it takes the database away.
  it('keeps what was typed when the lead cannot be saved, and a failure to store reaches the shared call', async () => {
    request.address = '203.0.113.9'
    await ctx.payload.db.destroy?.()
    await expect(
      submitEstimateRequest(ctx.payload, { ...typed, squareFootage: '2500' }),
    ).rejects.toThrow()
    const state = await sendEstimate(INITIAL_ESTIMATE_STATE, formData(typed))
    expect(state).toEqual({
      status: 'error',
      values: typed,
      errors: {},
      message: 'We could not save your request. Please try again, or call us.',
    })
  })
})
