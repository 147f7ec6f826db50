import { describe, expect, it } from 'vitest'

import { chatLeadSchema, readNumber } from '@/features/chat/schema'
import { fieldIssues } from '@/features/estimate/schema'
import { INVALID_PHONE, PHONE_FOR_TEXTS } from '@/features/texts/schema'

const contact = { name: 'Jane Doe', email: 'jane@example.com', phone: '719-555-0142' }
const parse = (extra: Record<string, unknown>) => chatLeadSchema.safeParse({ ...contact, ...extra })

describe('numbers as a chat writes them (POST /api/chat/lead)', () => {
  it.each([
    [7500, 7500],
    ['7500', 7500],
    ['7,500', 7500],
    ['$7,500', 7500],
    ['$ 7,500', 7500],
    ['  $7,500.00 ', 7500],
    ['$7,499.995', 7500],
    ['$12.50', 12.5],
    ['$7.5k', 7500],
    ['$18K', 18000],
    ['$1,250,000', 1_250_000],
  ])('the assistant estimate %j is %d', (value, expected) => {
    const result = parse({ aiEstimate: value })
    expect(result.success).toBe(true)
    expect(result.data?.aiEstimate).toBe(expected)
  })

  it.each([
    ['1000', 1000],
    ['1,000', 1000],
    [' 2,400 sq ft', 2400],
    ['1800 sq. ft.', 1800],
    ['1800 square feet', 1800],
    ['1800sqft', 1800],
    [1800, 1800],
    ['1800.5', 1800.5],
  ])('square footage %j is %d', (value, expected) => {
    expect(parse({ squareFootage: value }).data?.squareFootage).toBe(expected)
  })

  it.each([
    ['30', 30],
    [30, 30],
    ['30 years', 30],
    ['30 years old', 30],
    ['0', 0],
  ])('property age %j is %d', (value, expected) => {
    expect(parse({ propertyAge: value }).data?.propertyAge).toBe(expected)
  })

  it('leaves out what is empty', () => {
    const result = parse({ aiEstimate: '', squareFootage: null, propertyAge: undefined })
    expect(result.success).toBe(true)
    expect(result.data).not.toHaveProperty('aiEstimate', expect.anything())
    expect(result.data?.squareFootage).toBeUndefined()
  })

  it('refuses what is not a number, with a message that says what to send', () => {
    const result = parse({ squareFootage: 'abc', propertyAge: 'old', aiEstimate: 'lots' })
    expect(result.success).toBe(false)
    expect(fieldIssues(result.error!)).toEqual({
      squareFootage: ['Square footage must be a number, like 1,800'],
      propertyAge: ['Property age must be a number, like 30'],
      aiEstimate: ['Assistant estimate must be a dollar amount, like $7,500'],
    })
  })

  it.each([
    ['squareFootage', '$1,000'],
    ['squareFootage', '1,000 years'],
    ['squareFootage', '1e3'],
    ['squareFootage', '10 00'],
    ['squareFootage', '1,00'],
    ['squareFootage', 'NaN'],
    ['squareFootage', [1000]],
    ['squareFootage', {}],
    ['squareFootage', true],
    ['propertyAge', '30 sq ft'],
    ['propertyAge', '2k'],
    ['aiEstimate', '-$5'],
    ['aiEstimate', '$'],
    ['aiEstimate', '7,500 dollars'],
    ['aiEstimate', Infinity],
  ])('refuses %s %j', (field, value) => {
    const result = parse({ [field]: value })
    expect(result.success).toBe(false)
    expect(Object.keys(fieldIssues(result.error!))).toEqual([field])
  })

  it('still holds the ranges', () => {
    expect(fieldIssues(parse({ squareFootage: '0' }).error!)).toEqual({
      squareFootage: ['Square footage must be at least 1'],
    })
    expect(fieldIssues(parse({ squareFootage: '100,001' }).error!)).toEqual({
      squareFootage: ['Square footage must be at most 100,000'],
    })
    expect(fieldIssues(parse({ propertyAge: 1000 }).error!)).toEqual({
      propertyAge: ['Property age must be at most 999'],
    })
    expect(fieldIssues(parse({ aiEstimate: -5 }).error!)).toEqual({
      aiEstimate: ['Assistant estimate must be at least 0'],
    })
  })

  it('reads a number only where it may be one', () => {
    expect(readNumber('$7,500')).toBeNull()
    expect(readNumber('$7,500', { money: true })).toBe(7500)
    expect(readNumber('7,500')).toBe(7500)
    expect(readNumber('abc', { money: true })).toBeNull()
  })
})

describe('the texts’ tick (POST /api/chat/lead)', () => {
  it('is unticked by default and read from a boolean', () => {
    const unticked = parse({})
    expect(unticked.success && unticked.data.textMe).toBe(false)
    const ticked = parse({ textMe: true })
    expect(ticked.success && ticked.data.textMe).toBe(true)
  })

  it('with the tick, wants a phone texts can reach, its message on the phone', () => {
    const issues = (extra: Record<string, unknown>) => {
      const result = parse(extra)
      return result.success ? {} : fieldIssues(result.error)
    }
    expect(issues({ phone: '123-456-7890' })).toEqual({})
    expect(issues({ textMe: true, phone: '123-456-7890' })).toEqual({ phone: [INVALID_PHONE] })
    expect(issues({ textMe: true, phone: '' })).toEqual({ phone: [PHONE_FOR_TEXTS] })
    expect(issues({ textMe: true })).toEqual({})
  })
})
