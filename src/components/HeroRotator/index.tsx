'use client'

import { type ReactElement, useEffect, useRef, useState } from 'react'

import { PicturePreload } from '@/components/Media/Preload'

/**
 * A picture's `<img>` attributes, prepared on the server from the files made at upload (and the
 * same widths in AVIF for a `<source>`, when the picture has them).
 */
export type SlideImage = {
  id: string
  src: string
  srcSet?: string
  avifSrcSet?: string
  sizes?: string
  alt: string
}

const INTERVAL_MS = 5000 // spec section 9: hero rotation 5 s
/** How long before its turn the next picture starts loading. */
export const LEAD_MS = 1500

const layer = 'absolute inset-0 transition-opacity duration-1000 motion-reduce:transition-none'

/**
 * The home hero's pictures, one after another every 5 seconds. The first is in the server's HTML
 * (and preloaded: the page's largest paint never waits for this code); the others are fetched one
 * at a time, shortly before their turn, so a first visit on a slow connection downloads one
 * picture. A picture that fails to load is left out of the rotation; with none left, the hero's
 * colour shows.
 */
export function HeroRotator({ slides }: { slides: SlideImage[] }) {
  const count = slides.length
  const [active, setActive] = useState(0)
  const [mounted, setMounted] = useState(0) // the last slide in the DOM
  // Which pictures have loaded, and whether the next one's turn came before it had.
  const loaded = useRef<Set<number>>(new Set([0]))
  const overdue = useRef<number | null>(null)
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set())
  const firstImage = useRef<HTMLImageElement>(null)
  const fail = (index: number) => setFailed((previous) => new Set(previous).add(index))

  // The server's picture may have failed before this code ran.
  useEffect(() => {
    const image = firstImage.current
    if (image?.complete && image.naturalWidth === 0) fail(0)
  }, [])

  const next = (from: number) => {
    for (let step = 1; step < count; step++) {
      const index = (from + step) % count
      if (!failed.has(index)) return index
    }
    return from
  }
  const upcoming = next(active)

  useEffect(() => {
    if (count < 2) return
    // Mount the next picture a little before its turn, then show it once it has loaded.
    const mount = window.setTimeout(
      () => setMounted((last) => Math.max(last, upcoming)),
      INTERVAL_MS - LEAD_MS,
    )
    const turn = window.setTimeout(() => {
      if (loaded.current.has(upcoming)) setActive(upcoming)
      else overdue.current = upcoming // shown the moment it has loaded
    }, INTERVAL_MS)
    return () => {
      window.clearTimeout(mount)
      window.clearTimeout(turn)
    }
  }, [active, upcoming, count])

  const onLoad = (index: number) => {
    loaded.current.add(index)
    if (overdue.current === index) {
      overdue.current = null
      setActive(index)
    }
  }

  const visible = failed.has(active) ? upcoming : active
  const state = (index: number) => ({
    'data-active': index === visible ? 'true' : 'false',
    'aria-hidden': index === visible ? undefined : true,
    className: `${layer} ${index === visible && !failed.has(index) ? 'opacity-100' : 'opacity-0'}`,
  })

  return (
    <div className="absolute inset-0" data-testid="hero-slides">
      {slides.slice(0, mounted + 1).map((slide, index) =>
        failed.has(index) ? null : (
          <div key={slide.id} {...state(index)}>
            {index === 0 && (
              <PicturePreload
                files={{ ...slide, srcSet: slide.srcSet ?? slide.src }}
                sizes={slide.sizes ?? '100vw'}
              />
            )}
            <Picture avifSrcSet={slide.avifSrcSet} sizes={slide.sizes}>
              {/* eslint-disable-next-line @next/next/no-img-element -- attributes from the server */}
              <img
                ref={index === 0 ? firstImage : undefined}
                src={slide.src}
                srcSet={slide.srcSet}
                sizes={slide.sizes}
                alt={slide.alt}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding={index === 0 ? undefined : 'async'}
                className="size-full object-cover"
                onLoad={() => onLoad(index)}
                onError={() => fail(index)}
              />
            </Picture>
          </div>
        ),
      )}
    </div>
  )
}

/** The `<img>` inside a `<picture>` with an AVIF `<source>` first, when there are AVIF files. */
function Picture(props: { avifSrcSet?: string; sizes?: string; children: ReactElement }) {
  const { avifSrcSet, sizes, children } = props
  if (!avifSrcSet) return children
  return (
    <picture>
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      {children}
    </picture>
  )
}
