import type { Metadata } from 'next'

import { CallToAction } from '@/components/CallToAction'
import { PageHero } from '@/components/PageHero'
import { listingCopy, listingMetadata } from '@/lib/payload/listingCopy'
import { TestimonialCard } from '@/components/Stars/TestimonialCard'
import { listTestimonials } from '@/lib/payload/listings'

export const generateMetadata = (): Promise<Metadata> => listingMetadata('testimonials', 'Reviews')

export default async function TestimonialsPage() {
  const copy = await listingCopy('testimonials', 'Reviews')
  const testimonials = await listTestimonials()
  return (
    <>
      <PageHero
        title={copy.title}
        intro={copy.intro}
        crumbs={[{ name: 'Reviews', path: '/testimonials' }]}
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ul className="grid gap-6 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
      <CallToAction />
    </>
  )
}
