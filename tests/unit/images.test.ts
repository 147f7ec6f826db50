import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { imageAttributes, Media, pictureFiles } from '@/components/Media'
import type { Media as MediaDoc } from '@/payload-types'
import { PICTURE_SIZES } from '@/utilities/pictures'

const file = (name: string, width: number, height: number) => ({
  url: `/api/media/file/${name}-${width}x${height}.${name.endsWith('avif') ? 'avif' : 'webp'}`,
  width,
  height,
})

/** A 2400x1600 photo uploaded after this change: every size, WebP and AVIF. */
const photo = {
  id: 1,
  alt: 'A restored cabin',
  url: '/api/media/file/cabin.jpg',
  mimeType: 'image/jpeg',
  width: 2400,
  height: 1600,
  focalX: 50,
  focalY: 50,
  updatedAt: '',
  createdAt: '',
  sizes: Object.fromEntries(
    PICTURE_SIZES.map((size) => {
      const base = `cabin${size.format === 'avif' ? '.avif' : ''}`
      // The photo's own shape (3:2) unless cut to another.
      const cut = 'height' in size && !('fit' in size)
      return [size.name, file(base, size.width, cut ? size.height : Math.round(size.width / 1.5))]
    }),
  ),
} as MediaDoc

const widths = (srcSet: string | undefined) =>
  srcSet?.split(', ').map((entry) => Number.parseInt(entry.split(' ')[1], 10))

describe('pictureFiles: the srcset of a family of sizes', () => {
  it('lists a family’s widths narrowest first, with the largest as src and its size', () => {
    const hero = pictureFiles(photo, 'hero')!
    expect(widths(hero.srcSet)).toEqual([800, 1200, 1600])
    expect(hero.srcSet).toBe(
      '/api/media/file/cabin-800x533.webp 800w, /api/media/file/cabin-1200x800.webp 1200w, /api/media/file/cabin-1600x1067.webp 1600w',
    )
    expect(hero).toMatchObject({
      src: '/api/media/file/cabin-1600x1067.webp',
      width: 1600,
      height: 1067,
    })
    expect(widths(pictureFiles(photo, 'card')!.srcSet)).toEqual([480, 768])
    expect(widths(pictureFiles(photo, 'thumbnail')!.srcSet)).toEqual([200, 400])
    expect(widths(pictureFiles(photo, 'icon')!.srcSet)).toEqual([80, 160])
    // Every file of a srcset has one shape: the crops are the crop's, never mixed.
    const card = pictureFiles(photo, 'card')!
    expect([card.width, card.height]).toEqual([768, 512])
  })

  it('gives the AVIF files of the same widths for the hero and card families only', () => {
    const hero = pictureFiles(photo, 'hero')!
    expect(widths(hero.avifSrcSet)).toEqual([800, 1200, 1600])
    expect(hero.avifSrcSet?.split(', ').every((entry) => entry.includes('.avif'))).toBe(true)
    expect(pictureFiles(photo, 'card')!.avifSrcSet).toMatch(/\.avif 480w, .*\.avif 768w$/)
    expect(pictureFiles(photo, 'thumbnail')!.avifSrcSet).toBeUndefined()
    expect(pictureFiles(photo, 'icon')!.avifSrcSet).toBeUndefined()
  })

  it('fills a width that has no AVIF file with its WebP one', () => {
    const sizes = { ...photo.sizes, heroMediumAvif: {}, heroAvif: { url: null } }
    const hero = pictureFiles({ ...photo, sizes } as MediaDoc, 'hero')!
    expect(hero.avifSrcSet?.split(', ').map((entry) => entry.split('.').pop())).toEqual([
      'avif 800w',
      'webp 1200w',
      'webp 1600w',
    ])
  })

  it('lists a small original’s files once each, and leaves out a crop it could not fill', () => {
    // A 900x600 original: sizes are never enlarged, so the larger hero sizes are 900 px too, and
    // the 768x512 card comes out 768x600 (cut, not enlarged): not the card's shape.
    const small = {
      ...photo,
      width: 900,
      height: 600,
      sizes: {
        heroSmall: file('small', 800, 533),
        heroMedium: file('small', 900, 600),
        hero: file('small', 900, 600),
        cardSmall: file('small', 480, 320),
        card: file('small', 768, 600),
      },
    } as MediaDoc
    expect(widths(pictureFiles(small, 'hero')!.srcSet)).toEqual([800, 900])
    const card = pictureFiles(small, 'card')!
    expect(widths(card.srcSet)).toEqual([480])
    expect([card.width, card.height]).toEqual([480, 320])
  })

  it('falls back to the sizes a document uploaded before this change has, then the original', () => {
    const old = {
      ...photo,
      sizes: {
        thumbnail: file('old', 400, 300),
        card: file('old', 768, 512),
        hero: file('old', 1600, 1067),
        og: { url: '/api/media/file/old-1200x630.jpg', width: 1200, height: 630 },
        // Sizes added later are there, empty.
        heroSmall: { url: null, width: null, height: null },
      },
    } as MediaDoc
    expect(pictureFiles(old, 'hero')).toEqual({
      src: '/api/media/file/old-1600x1067.webp',
      srcSet: '/api/media/file/old-1600x1067.webp 1600w',
      width: 1600,
      height: 1067,
    })
    expect(widths(pictureFiles(old, 'card')!.srcSet)).toEqual([768])
    // No icon sizes: the picture's own shape (the hero), never the 4:3 crop of a round logo.
    expect(widths(pictureFiles(old, 'icon')!.srcSet)).toEqual([1600])
    // No sizes at all (an upload whose sizes failed): the original, which a browser can show.
    const bare = { ...photo, sizes: {} } as MediaDoc
    expect(pictureFiles(bare, 'card')).toEqual({
      src: '/api/media/file/cabin.jpg',
      srcSet: '/api/media/file/cabin.jpg 2400w',
      width: 2400,
      height: 1600,
    })
  })

  it('draws nothing rather than a broken picture', () => {
    expect(pictureFiles(null, 'hero')).toBeNull()
    expect(pictureFiles(7, 'hero')).toBeNull()
    // An original a browser cannot show, without sizes.
    const heic = { ...photo, mimeType: 'image/heic', url: '/api/media/file/a.heic', sizes: {} }
    expect(pictureFiles(heic as MediaDoc, 'card')).toBeNull()
    const video = { ...photo, mimeType: 'video/mp4', width: null, height: null, sizes: {} }
    expect(pictureFiles(video as MediaDoc, 'hero')).toBeNull()
  })
})

describe('imageAttributes', () => {
  const files = pictureFiles(photo, 'card')!

  it('gives a lazy picture its srcset, sizes and size for no layout shift', () => {
    const attributes = imageAttributes(files, { sizes: '100vw' })
    expect(attributes).toMatchObject({
      src: files.src,
      srcSet: files.srcSet,
      sizes: '100vw',
      width: 768,
      height: 512,
      loading: 'lazy',
      decoding: 'async',
    })
    expect(attributes).not.toHaveProperty('fetchPriority')
    expect(JSON.stringify(attributes)).not.toContain('_next/image')
  })

  it('fetches a priority picture first and never lazily; a filling one has no size of its own', () => {
    const priority = imageAttributes(files, { sizes: '100vw', priority: true })
    expect(priority.loading).toBe('eager')
    expect(priority.fetchPriority).toBe('high')
    const fill = imageAttributes(files, { sizes: '100vw', fill: true })
    expect(fill).not.toHaveProperty('width')
    expect(fill).not.toHaveProperty('height')
  })
})

describe('Media', () => {
  it('draws a <picture> with the AVIF source first, the alt text and the focal point', () => {
    const html = renderToStaticMarkup(
      createElement(Media, {
        resource: { ...photo, focalX: 30, focalY: 70 },
        size: 'card',
        sizes: '(min-width: 1024px) 33vw, 100vw',
        className: 'card-image',
      }),
    )
    expect(html).toMatch(
      /^<picture><source type="image\/avif" srcSet="[^"]+\.avif 480w, [^"]+\.avif 768w" sizes="\(min-width: 1024px\) 33vw, 100vw"\/><img /,
    )
    expect(html).toContain('alt="A restored cabin"')
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('width="768" height="512"')
    expect(html).toContain('object-position:30% 70%')
    expect(html).toContain('class="card-image"')
  })

  it('draws a plain <img> without AVIF files, and its own alt text when given one', () => {
    const html = renderToStaticMarkup(
      createElement(Media, { resource: photo, size: 'thumbnail', sizes: '96px', alt: '' }),
    )
    expect(html).toMatch(/^<img /)
    expect(html).toContain('alt=""')
    expect(html).not.toContain('object-position')
  })

  it('preloads a priority picture in AVIF with high priority', () => {
    const html = renderToStaticMarkup(
      createElement(
        'html',
        null,
        createElement(
          'body',
          null,
          createElement(Media, { resource: photo, size: 'hero', sizes: '100vw', priority: true }),
        ),
      ),
    )
    const link = /<link rel="preload"[^>]*>/.exec(html)?.[0]
    expect(link).toContain('as="image"')
    expect(link).toContain('type="image/avif"')
    expect(link).toContain('fetchPriority="high"')
    expect(link).toMatch(/imageSrcSet="[^"]+\.avif 800w, [^"]+\.avif 1200w, [^"]+\.avif 1600w"/)
    expect(link).toContain('imageSizes="100vw"')
    expect(html).toContain('fetchPriority="high"')
    expect(html).toContain('loading="eager"')
  })

  it('preloads with an element of its own markup, which a prefetch of the page does not act on', () => {
    const html = renderToStaticMarkup(
      createElement(Media, { resource: photo, size: 'hero', sizes: '100vw', priority: true }),
    )
    expect(html).toMatch(/^<link rel="preload" as="image" href="[^"]+-1600x1067\.avif" /)
    expect(html).toContain('<picture>')
  })

  it('draws nothing for a document that is not populated', () => {
    expect(renderToStaticMarkup(createElement(Media, { resource: 3, sizes: '100vw' }))).toBe('')
  })
})
