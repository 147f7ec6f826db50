import { describe, expect, it } from 'vitest'

import { imageAttributes, trimSrcSet } from '@/components/Media'

const entry = (width: number) => `/_next/image?url=%2Fa.webp&w=${width}&q=75 ${width}w`
const srcSet = [256, 384, 480, 640, 828, 1080, 1600, 1920].map(entry).join(', ')

describe('trimSrcSet', () => {
  it('keeps the widths up to the first at or above the picture, and src is the largest kept', () => {
    const trimmed = trimSrcSet(srcSet, 768)
    expect(trimmed?.srcSet).toBe([256, 384, 480, 640, 828].map(entry).join(', '))
    expect(trimmed?.src).toBe('/_next/image?url=%2Fa.webp&w=828&q=75')
  })

  it('stops at an exact width, and keeps everything for a picture larger than every width', () => {
    expect(trimSrcSet(srcSet, 1600)?.srcSet.endsWith('w=1600&q=75 1600w')).toBe(true)
    expect(trimSrcSet(srcSet, 4000)?.srcSet).toBe(srcSet)
  })

  it('leaves density descriptors (1x, 2x) alone', () => {
    expect(trimSrcSet('/a?w=48 1x, /a?w=96 2x', 40)).toBeNull()
  })
})

describe('imageAttributes', () => {
  const source = { url: '/api/media/file/a-768x512.webp', width: 768, height: 512, alt: 'A wall' }

  it('gives a lazy picture with a srcset that never asks for more than the file has', () => {
    const attributes = imageAttributes(source, { sizes: '100vw' })
    expect(attributes.loading).toBe('lazy')
    expect(attributes.alt).toBe('A wall')
    const widths = attributes.srcSet!.split(', ').map((e) => Number.parseInt(e.split(' ')[1], 10))
    expect(Math.max(...widths)).toBeGreaterThanOrEqual(768)
    expect(widths.filter((width) => width >= 768)).toHaveLength(1)
    expect(attributes.src).toContain(`w=${Math.max(...widths)}`)
  })

  it('fetches a priority picture first and never lazily; a fixed-size one at 1x and 2x', () => {
    const priority = imageAttributes(source, { sizes: '100vw', priority: true })
    expect(priority.loading).toBe('eager')
    expect(priority.fetchPriority).toBe('high')
    const logo = imageAttributes({ ...source, width: 40, height: 40 }, { lazy: false })
    expect(logo.srcSet).toMatch(/ 1x, .* 2x$/)
  })
})
