import { describe, expect, it } from 'vitest'

import { estimateSchema, fieldIssues, formCompletion } from '@/features/estimate/schema'
import { INVALID_PHONE, PHONE_FOR_TEXTS } from '@/features/texts/schema'

const valid = {
  serviceType: 'basic',
  squareFootage: '1500',
  name: 'Pat Homeowner',
  email: 'pat@example.com',
  phone: '7195550100',
}

const issuesOf = (input: unknown) => {
  const result = estimateSchema.safeParse(input)
  return result.success ? {} : fieldIssues(result.error)
}

describe('estimateSchema', () => {
  it('gives spec section 5’s message for each required field', () => {
    expect(issuesOf({})).toEqual({
      serviceType: ['Please select a service type'],
      squareFootage: ['Square footage is required'],
      name: ['Name is required'],
      email: ['Invalid email address'],
      phone: ['Phone number must be at least 10 digits'],
    })
    // What the form holds before anything is typed: empty strings.
    expect(
      issuesOf({ serviceType: '', squareFootage: '', name: '', email: '', phone: '' }),
    ).toEqual(issuesOf({}))
  })

  it('checks each rule', () => {
    expect(issuesOf({ ...valid, serviceType: 'gold' })).toEqual({
      serviceType: ['Please select a service type'],
    })
    expect(issuesOf({ ...valid, email: 'pat@example' })).toEqual({
      email: ['Invalid email address'],
    })
    expect(issuesOf({ ...valid, phone: '719555010' })).toEqual({
      phone: ['Phone number must be at least 10 digits'],
    })
    expect(issuesOf({ ...valid, name: '   ' })).toEqual({ name: ['Name is required'] })
    expect(issuesOf({ ...valid, squareFootage: 'lots' })).toEqual({
      squareFootage: ['Enter the square footage as a number'],
    })
    expect(issuesOf({ ...valid, squareFootage: '0' })).toEqual({
      squareFootage: ['Square footage must be at least 1'],
    })
    expect(issuesOf({ ...valid, squareFootage: '250000' })).toEqual({
      squareFootage: ['Square footage must be 100,000 or less'],
    })
  })

  it('trims, accepts a number for the area and drops empty optional fields', () => {
    const result = estimateSchema.parse({
      ...valid,
      name: '  Pat  ',
      email: ' pat@example.com ',
      squareFootage: 1500,
      propertyAge: '',
      location: null,
      description: 'Chinking gaps',
    })
    expect(result).toEqual({
      ...valid,
      name: 'Pat',
      description: 'Chinking gaps',
      textMe: false,
    })
  })

  it('reads the texts’ tick, unticked by default', () => {
    expect(estimateSchema.parse(valid).textMe).toBe(false)
    expect(estimateSchema.parse({ ...valid, textMe: 'on' }).textMe).toBe(true)
    expect(estimateSchema.parse({ ...valid, textMe: true }).textMe).toBe(true)
    expect(issuesOf({ ...valid, textMe: 'yes' })).toHaveProperty('textMe')
  })

  it('with the tick, wants a phone texts can reach, its message on the phone', () => {
    // Unticked, any 10 digits do, as before.
    expect(issuesOf({ ...valid, phone: '123-456-7890' })).toEqual({})
    expect(issuesOf({ ...valid, textMe: 'on', phone: '123-456-7890' })).toEqual({
      phone: [INVALID_PHONE],
    })
    // The texts' message in place of the phone's own, one at a time.
    expect(issuesOf({ ...valid, textMe: 'on', phone: '555-0100' })).toEqual({
      phone: [INVALID_PHONE],
    })
    expect(issuesOf({ ...valid, textMe: true, phone: '' })).toEqual({ phone: [PHONE_FOR_TEXTS] })
    // Shown even while other fields are refused.
    expect(issuesOf({ textMe: 'on', phone: '123-456-7890' })).toMatchObject({
      phone: [INVALID_PHONE],
      name: ['Name is required'],
    })
    expect(issuesOf({ ...valid, textMe: 'on', phone: '(970) 555-0142' })).toEqual({})
  })

  it('caps the optional fields', () => {
    expect(issuesOf({ ...valid, description: 'x'.repeat(5001) })).toEqual({
      description: ['Description must be at most 5000 characters'],
    })
  })
})

describe('formCompletion', () => {
  it('is the share of the 9 inputs filled, as a whole percentage', () => {
    expect(formCompletion({}, 0)).toBe(0)
    expect(formCompletion({ serviceType: 'basic' }, 0)).toBe(11)
    expect(formCompletion(valid, 0)).toBe(56)
    expect(formCompletion({ ...valid, propertyAge: '20', location: 'Fairplay, CO' }, 0)).toBe(78)
    expect(
      formCompletion({ ...valid, propertyAge: '20', location: 'Fairplay', description: 'x' }, 3),
    ).toBe(100)
  })

  it('does not count blank text, and counts any media once', () => {
    expect(formCompletion({ name: '   ', email: '' }, 0)).toBe(0)
    expect(formCompletion({}, 1)).toBe(11)
    expect(formCompletion({}, 7)).toBe(11)
  })
})
