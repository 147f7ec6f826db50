import type { Metadata } from 'next'

import { listingMetadata } from '@/lib/payload/listingCopy'
import { ListingPage } from '@/site/ListingPage'
import { TestimonialCard } from '@/components/Stars/TestimonialCard'
import { listTestimonials } from '@/lib/payload/listings'

export const generateMetadata = (): Promise<Metadata> => listingMetadata('testimonials', 'Reviews')

export default async function TestimonialsPage() {
  const testimonials = await listTestimonials()
  return (
    <ListingPage slug="testimonials" title="Reviews" crumb="Reviews">
      <ul className="grid gap-6 md:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </ListingPage>
  )
}
