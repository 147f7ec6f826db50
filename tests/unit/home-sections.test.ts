import { describe, expect, it } from 'vitest'

import { HOME_SECTIONS, validateSectionRows, visibleSections } from '@/globals/Home/sections'

const all = HOME_SECTIONS.map((section) => section.value)

describe('home page sections', () => {
  it('shows every section in the first order when the list is empty', () => {
    expect(visibleSections(undefined)).toEqual(all)
    expect(visibleSections([])).toEqual(all)
  })

  it('follows the owner’s order and leaves hidden sections out', () => {
    const rows = [
      { section: 'counties', hidden: false },
      { section: 'estimate', hidden: true },
      ...all.filter((s) => s !== 'counties' && s !== 'estimate').map((section) => ({ section })),
    ]
    const shown = visibleSections(rows)
    expect(shown[0]).toBe('counties')
    expect(shown).not.toContain('estimate')
    expect(shown).toHaveLength(all.length - 1)
  })

  it('shows a section the list does not name after the others; counts a repeat once', () => {
    const shown = visibleSections([
      { section: 'latest' },
      { section: 'latest', hidden: true },
      { section: 'not-a-section' },
    ])
    expect(shown[0]).toBe('latest')
    expect(shown.slice(1)).toEqual(all.filter((s) => s !== 'latest'))
    expect(validateSectionRows([{ section: 'latest' }, { section: 'latest' }])).toMatch(/twice/)
    expect(validateSectionRows(all.map((section) => ({ section })))).toBe(true)
  })
})
