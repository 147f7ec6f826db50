import { describe, expect, it } from 'vitest'

import {
  estimateActionState,
  estimateFormValues,
  estimateRequestFields,
  INITIAL_ESTIMATE_STATE,
  newEstimateState,
  sentSummary,
} from '@/features/estimate/formState'
import { EMPTY_ESTIMATE_VALUES } from '@/features/estimate/fields'

import { formData, typedEstimate as typed } from '../helpers/estimateForm'

/**
 * The state of the estimate form without JavaScript (features/estimate/formState): what is read from
 * the posted form and what is answered. The action itself, on a real database, is in
 * tests/int/estimate-action.test.ts.
 */
describe('estimateFormValues', () => {
  it('reads every field exactly as typed, and nothing else', () => {
    const data = formData({ ...typed, $ACTION_KEY: 'k1', extra: 'x' })
    data.append('files', new Blob(['x']), 'wall.png')
    expect(estimateFormValues(data)).toEqual(typed)
  })

  it('reads the CR LF line breaks a browser posts as the LF typed', () => {
    const data = formData({ description: 'South wall\r\nNorth wall\rGable' })
    expect(estimateFormValues(data).description).toBe('South wall\nNorth wall\nGable')
  })

  it('gives empty text for a field that is missing or a file', () => {
    const data = formData({ name: 'Ada' })
    data.append('email', new Blob(['x']), 'mail.txt')
    expect(estimateFormValues(data)).toEqual({ ...EMPTY_ESTIMATE_VALUES, name: 'Ada' })
  })
})

describe('estimateRequestFields', () => {
  it('reads the square footage as the live form does: without spaces and commas', () => {
    expect(estimateRequestFields(typed)).toEqual({ ...typed, squareFootage: '2500' })
    expect(estimateRequestFields({ ...typed, squareFootage: ' 1 000 ' }).squareFootage).toBe('1000')
  })
})

describe('estimateActionState', () => {
  it('after a success: the thank-you, the amount and what was sent, every value kept as sent', () => {
    const state = estimateActionState(typed, {
      ok: true,
      message: 'Thank you, Ada!',
      estimate: 8750,
    })
    expect(state).toEqual({
      status: 'success',
      values: typed,
      errors: {},
      message: 'Thank you, Ada!',
      estimate: 8750,
      sent: sentSummary(typed),
    })
    // The confirmation that stays on the page (issue 28) names what was typed.
    expect(state.status === 'success' && state.sent).toContainEqual({
      label: 'Location',
      value: 'Fairplay, CO',
    })
  })

  it('after a refusal: every value as typed and the first message of each field', () => {
    const state = estimateActionState(typed, {
      ok: false,
      error: 'Invalid email address.',
      issues: {
        email: ['Invalid email address', 'Second message'],
        phone: [],
        form: ['Not a field'],
      },
    })
    expect(state).toEqual({
      status: 'error',
      values: typed,
      errors: { email: 'Invalid email address' },
      message: 'Invalid email address.',
    })
  })

  it('a new estimate after a sent one keeps only the service and the area', () => {
    expect(newEstimateState(typed)).toEqual({
      status: 'idle',
      values: { ...EMPTY_ESTIMATE_VALUES, serviceType: 'basic', squareFootage: '2,500' },
      errors: {},
    })
  })

  it('starts idle and empty', () => {
    expect(INITIAL_ESTIMATE_STATE).toEqual({
      status: 'idle',
      values: EMPTY_ESTIMATE_VALUES,
      errors: {},
    })
  })
})
