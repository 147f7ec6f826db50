'use client'

import Image from 'next/image'
import { useEffect, useState } from 'react'

export type Slide = { id: string; url: string; alt: string; width: number; height: number }

const INTERVAL_MS = 5000 // spec section 9: hero rotation 5 s

/**
 * The home hero's pictures, one after another every 5 seconds. A picture that fails to load is
 * hidden and left out of the rotation; with none left, the hero's colour shows.
 */
export function HeroRotator({ slides }: { slides: Slide[] }) {
  const [active, setActive] = useState(0)
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set())
  const shown = slides.filter((slide) => !failed.has(slide.id))

  useEffect(() => {
    if (shown.length < 2) return
    const timer = setInterval(() => setActive((index) => (index + 1) % shown.length), INTERVAL_MS)
    return () => clearInterval(timer)
  }, [shown.length])

  const current = shown.length ? shown[active % shown.length].id : null

  return (
    <div className="absolute inset-0" data-testid="hero-slides">
      {slides.map((slide, index) =>
        failed.has(slide.id) ? null : (
          <Image
            key={slide.id}
            src={slide.url}
            alt={slide.alt}
            fill
            sizes="100vw"
            priority={index === 0}
            loading={index === 0 ? undefined : 'lazy'}
            data-active={slide.id === current ? 'true' : 'false'}
            className={`object-cover transition-opacity duration-1000 motion-reduce:transition-none ${
              slide.id === current ? 'opacity-100' : 'opacity-0'
            }`}
            aria-hidden={slide.id === current ? undefined : true}
            onError={() => setFailed((prev) => new Set(prev).add(slide.id))}
          />
        ),
      )}
    </div>
  )
}
