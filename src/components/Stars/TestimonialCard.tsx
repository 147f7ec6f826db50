import { Stars } from '@/components/Stars'
import type { Testimonial } from '@/payload-types'

/** One review: stars, the words, who said it and where. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="h-full rounded-lg bg-white p-6 shadow-sm">
      <Stars rating={testimonial.rating} />
      <blockquote className="mt-3 leading-7">“{testimonial.content}”</blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold">{testimonial.author}</span>, {testimonial.location} ·{' '}
        {testimonial.projectType}
      </figcaption>
    </figure>
  )
}
