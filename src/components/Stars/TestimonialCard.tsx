import { Stars } from '@/components/Stars'
import type { Testimonial } from '@/payload-types'

/**
 * One review: the stars (only for a rating the homeowner gave on the review form: nobody can
 * type one in), the words, who said it and where.
 */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const rated = typeof testimonial.rating === 'number'
  return (
    <figure className="h-full rounded-lg bg-white p-6 shadow-sm">
      {rated && <Stars rating={testimonial.rating as number} />}
      <blockquote className={rated ? 'mt-3 leading-7' : 'leading-7'}>
        “{testimonial.content}”
      </blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold">{testimonial.author}</span>, {testimonial.location} ·{' '}
        {testimonial.projectType}
      </figcaption>
    </figure>
  )
}
