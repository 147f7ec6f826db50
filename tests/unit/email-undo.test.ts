import { describe, expect, it } from 'vitest'

import {
  EMAIL_UNDO_VALID_MS,
  stateAfterChange,
  stateAfterUndo,
  undoStateOf,
  workingLink,
  type EmailUndoState,
} from '@/features/staff/emailChange'

/**
 * The undo links of e-mail changes (features/staff/emailChange.ts), as data: which link works on
 * which address, and what a change or an undo does to the others. On a real database and through
 * the endpoint: tests/int/email-change.test.ts.
 */
const T = Date.parse('2026-12-02T12:00:00Z')
const HOUR = 3600_000
const empty = undoStateOf(null)

const change = (state: EmailUndoState, from: string, to: string, hash: string, now = T) =>
  stateAfterChange(state, { from, to, hash, now })

describe('undo links', () => {
  it('reads a missing or malformed state as none', () => {
    expect(undoStateOf(undefined)).toEqual({ version: 0, links: [] })
    expect(undoStateOf('x')).toEqual({ version: 0, links: [] })
    expect(undoStateOf({ version: 2.5, links: [{ hash: 1 }, null] })).toEqual({
      version: 0,
      links: [],
    })
  })

  it('gives each change a link that works on the new address until it expires', () => {
    const state = change(empty, 'a@example.com', 'b@example.com', 'h1')
    expect(state.version).toBe(1)
    expect(workingLink(state, 'h1', 'b@example.com', T)?.from).toBe('a@example.com')
    expect(workingLink(state, 'h1', ' B@Example.com ', T)).not.toBeNull()
    expect(workingLink(state, 'h1', 'c@example.com', T)).toBeNull()
    expect(workingLink(state, 'h2', 'b@example.com', T)).toBeNull()
    expect(workingLink(state, 'h1', 'b@example.com', T + EMAIL_UNDO_VALID_MS - 1)).not.toBeNull()
    expect(workingLink(state, 'h1', 'b@example.com', T + EMAIL_UNDO_VALID_MS)).toBeNull()
  })

  it('keeps an earlier link working through a later change, which it then undoes too', () => {
    let state = change(empty, 'a@example.com', 'b@example.com', 'h1')
    state = change(state, 'b@example.com', 'c@example.com', 'h2', T + HOUR)
    expect(workingLink(state, 'h1', 'c@example.com', T + HOUR)?.from).toBe('a@example.com')
    expect(workingLink(state, 'h2', 'c@example.com', T + HOUR)?.from).toBe('b@example.com')

    const undone = stateAfterUndo(state, 'h1', 'c@example.com', T + 2 * HOUR)
    expect(undone).toEqual({ version: 3, links: [] })
  })

  it('after an undo of a later change, lets the earlier link undo from the address put back', () => {
    let state = change(empty, 'a@example.com', 'b@example.com', 'h1')
    state = change(state, 'b@example.com', 'c@example.com', 'h2')
    const undone = stateAfterUndo(state, 'h2', 'c@example.com', T)
    expect(workingLink(undone, 'h2', 'b@example.com', T)).toBeNull()
    expect(workingLink(undone, 'h1', 'b@example.com', T)?.from).toBe('a@example.com')
    expect(undone.version).toBe(3)
  })

  it('drops links that no longer work, and a link back to the address it would put back', () => {
    let state = change(empty, 'a@example.com', 'b@example.com', 'h1')
    // Changed back by hand: the first link would put back the address the account has.
    state = change(state, 'b@example.com', 'a@example.com', 'h2')
    expect(state.links.map((link) => link.hash)).toEqual(['h2'])
    // Expired links go at the next change.
    state = change(state, 'a@example.com', 'c@example.com', 'h3', T + EMAIL_UNDO_VALID_MS)
    expect(state.links.map((link) => link.hash)).toEqual(['h3'])
  })
})
