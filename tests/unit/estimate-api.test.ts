import { describe, expect, it } from 'vitest'

import {
  estimateFields,
  NOT_OK_FALLBACK,
  NOT_SUCCESS,
  readEstimateReply,
} from '@/features/estimate/api'

const json = (body: unknown) => JSON.stringify(body)

describe('readEstimateReply (spec section 8)', () => {
  it('reads a success: the server message and the estimate (the server names no lead)', () => {
    const reply = json({ success: true, data: { message: 'Thank you, Ada!', estimate: 3500 } })
    expect(readEstimateReply(200, reply)).toEqual({
      ok: true,
      message: 'Thank you, Ada!',
      estimate: 3500,
      booking: undefined,
    })
    const booking = json({ success: true, data: { message: 'Hi', estimate: 1, booking: '1.a.b' } })
    expect(readEstimateReply(200, booking)).toMatchObject({ booking: '1.a.b' })
  })

  it('leaves the message out when the server sends none, so the form uses its own', () => {
    expect(readEstimateReply(200, json({ success: true, data: {} }))).toEqual({
      ok: true,
      message: undefined,
      estimate: undefined,
      booking: undefined,
    })
    expect(readEstimateReply(200, json({ success: true }))).toMatchObject({ ok: true })
  })

  it("gives 'Failed to process your request' for an OK reply without success", () => {
    expect(readEstimateReply(200, json({ success: false, error: 'x' }))).toEqual({
      ok: false,
      error: NOT_SUCCESS,
    })
    expect(readEstimateReply(200, 'not json')).toEqual({ ok: false, error: NOT_SUCCESS })
    expect(readEstimateReply(201, json({ data: {} }))).toEqual({ ok: false, error: NOT_SUCCESS })
    expect(NOT_SUCCESS).toBe('Failed to process your request')
  })

  it('takes the JSON error field of a non-OK reply, then its message field', () => {
    expect(readEstimateReply(500, json({ success: false, error: 'Database is down' }))).toEqual({
      ok: false,
      error: 'Database is down',
    })
    expect(readEstimateReply(429, json({ message: 'Slow down' }))).toEqual({
      ok: false,
      error: 'Slow down',
    })
    expect(readEstimateReply(413, json({ error: '', message: 'Too big' }))).toEqual({
      ok: false,
      error: 'Too big',
    })
  })

  it('passes on the field issues of a 422', () => {
    const reply = json({
      success: false,
      error: 'Name is required.',
      issues: { name: ['Name is required'], phone: ['Phone number must be at least 10 digits'] },
    })
    expect(readEstimateReply(422, reply)).toEqual({
      ok: false,
      error: 'Name is required.',
      issues: { name: ['Name is required'], phone: ['Phone number must be at least 10 digits'] },
    })
  })

  it('ignores issues that are not lists of text', () => {
    const reply = json({ error: 'Bad', issues: { name: [1, ''], email: 'Invalid email address' } })
    expect(readEstimateReply(422, reply)).toEqual({
      ok: false,
      error: 'Bad',
      issues: { email: ['Invalid email address'] },
    })
    expect(readEstimateReply(422, json({ error: 'Bad', issues: [] }))).toEqual({
      ok: false,
      error: 'Bad',
    })
  })

  it('shows the raw text of a non-OK body that is not JSON, trimmed and cut short', () => {
    expect(readEstimateReply(502, '  Bad Gateway \n')).toEqual({ ok: false, error: 'Bad Gateway' })
    const long = 'x'.repeat(1000)
    expect(readEstimateReply(500, long)).toEqual({ ok: false, error: 'x'.repeat(300) })
  })

  it("falls back to 'Failed to submit estimate request'", () => {
    expect(NOT_OK_FALLBACK).toBe('Failed to submit estimate request')
    expect(readEstimateReply(500, '')).toEqual({ ok: false, error: NOT_OK_FALLBACK })
    expect(readEstimateReply(500, '   ')).toEqual({ ok: false, error: NOT_OK_FALLBACK })
    expect(readEstimateReply(500, json({}))).toEqual({ ok: false, error: NOT_OK_FALLBACK })
    expect(readEstimateReply(500, json({ error: 42 }))).toEqual({
      ok: false,
      error: NOT_OK_FALLBACK,
    })
    expect(readEstimateReply(503, json(null))).toEqual({ ok: false, error: NOT_OK_FALLBACK })
    expect(readEstimateReply(0, '')).toEqual({ ok: false, error: NOT_OK_FALLBACK })
  })
})

describe('estimateFields (spec section 7)', () => {
  const required = {
    serviceType: 'basic' as const,
    squareFootage: '1000',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '7195550100',
  }

  it('sends the five required fields, and the optional three only when filled', () => {
    expect(estimateFields({ ...required, propertyAge: undefined, location: '' })).toEqual(required)
    expect(
      estimateFields({
        ...required,
        propertyAge: '30 years',
        location: 'Fairplay, CO',
        description: '  Peeling stain  ',
      }),
    ).toEqual({
      ...required,
      propertyAge: '30 years',
      location: 'Fairplay, CO',
      description: 'Peeling stain',
    })
  })

  it('leaves out optional fields of spaces only', () => {
    expect(estimateFields({ ...required, description: '   ' })).toEqual(required)
  })
})
