import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  dismissToast,
  dispatch,
  getToastState,
  reducer,
  SWIPE_THRESHOLD,
  toast,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastItem,
  type ToastState,
} from '@/components/ui/toast/store'

const item = (id: string, extra: Partial<ToastItem> = {}): ToastItem => ({
  id,
  open: true,
  title: `Toast ${id}`,
  ...extra,
})

describe('toast constants (spec sections 4 and 9)', () => {
  it('match the spec', () => {
    expect(TOAST_LIMIT).toBe(1)
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000)
    expect(TOAST_DURATION).toBe(5_000)
    expect(SWIPE_THRESHOLD).toBe(50)
  })
})

describe('toast reducer', () => {
  const empty: ToastState = { toasts: [] }

  it('adds a toast', () => {
    expect(reducer(empty, { type: 'ADD_TOAST', toast: item('1') })).toEqual({
      toasts: [item('1')],
    })
  })

  it('keeps at most one: a new toast replaces the one shown', () => {
    const one = reducer(empty, { type: 'ADD_TOAST', toast: item('1') })
    const two = reducer(one, { type: 'ADD_TOAST', toast: item('2', { variant: 'destructive' }) })
    expect(two.toasts).toEqual([item('2', { variant: 'destructive' })])
  })

  it('updates a toast by id and leaves others alone', () => {
    const state = { toasts: [item('1')] }
    expect(
      reducer(state, { type: 'UPDATE_TOAST', toast: { id: '1', description: 'More' } }).toasts,
    ).toEqual([item('1', { description: 'More' })])
    expect(reducer(state, { type: 'UPDATE_TOAST', toast: { id: '9', title: 'x' } })).toEqual(state)
  })

  it('dismisses (closes) a toast by id, or every toast without one', () => {
    const state = { toasts: [item('1'), item('2')] }
    expect(reducer(state, { type: 'DISMISS_TOAST', toastId: '2' }).toasts).toEqual([
      item('1'),
      item('2', { open: false }),
    ])
    expect(reducer(state, { type: 'DISMISS_TOAST' }).toasts.map((t) => t.open)).toEqual([
      false,
      false,
    ])
  })

  it('removes a toast by id, or every toast without one', () => {
    const state = { toasts: [item('1'), item('2')] }
    expect(reducer(state, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([item('2')])
    expect(reducer(state, { type: 'REMOVE_TOAST' })).toEqual({ toasts: [] })
  })

  it('does not change the state it is given', () => {
    const state = { toasts: [item('1')] }
    const copy = structuredClone(state)
    reducer(state, { type: 'DISMISS_TOAST', toastId: '1' })
    reducer(state, { type: 'ADD_TOAST', toast: item('2') })
    expect(state).toEqual(copy)
  })
})

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    dispatch({ type: 'REMOVE_TOAST' })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows one toast at a time, the newest', () => {
    toast({ title: 'First' })
    const second = toast({ title: 'Second', variant: 'destructive' })
    expect(getToastState().toasts).toEqual([
      { id: second.id, title: 'Second', variant: 'destructive', open: true },
    ])
  })

  it('updates and dismisses through the handle toast() returns', () => {
    const handle = toast({ title: 'Sending' })
    handle.update({ title: 'Sent' })
    expect(getToastState().toasts[0]).toMatchObject({ id: handle.id, title: 'Sent', open: true })
    handle.dismiss()
    expect(getToastState().toasts[0]).toMatchObject({ id: handle.id, open: false })
  })

  it('removes a dismissed toast 1,000,000 ms later', () => {
    const { id } = toast({ title: 'Bye' })
    dismissToast(id)
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1)
    expect(getToastState().toasts.map((t) => t.id)).toEqual([id])
    vi.advanceTimersByTime(1)
    expect(getToastState().toasts).toEqual([])
  })

  it('a pending removal does not touch the toast that replaced the dismissed one', () => {
    const first = toast({ title: 'First' })
    first.dismiss()
    const second = toast({ title: 'Second' })
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY)
    expect(getToastState().toasts).toEqual([{ id: second.id, title: 'Second', open: true }])
  })
})
