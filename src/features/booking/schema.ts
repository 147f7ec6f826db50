import * as z from 'zod/mini'

import { estimateSchema } from '@/features/estimate/schema'

/** The longest place a homeowner may type: a town, a county, an address. */
export const MAX_PLACE_LENGTH = 120

/**
 * `POST /api/booking`: a window's start (as `GET /api/booking/slots` gives it), the homeowner's
 * contact details with the estimate form's own rules and messages, and the place (a county or
 * city of the site by its address name, or as typed). `lead`: the signed reference of the lead
 * the page just stored (the estimate's or the chat's), so the visit joins it.
 */
export const bookingSchema = z.object({
  start: z.iso.datetime({ offset: true, error: 'Please pick one of the times listed' }),
  name: estimateSchema.shape.name,
  email: estimateSchema.shape.email,
  phone: estimateSchema.shape.phone,
  place: z
    .string({ error: 'Please tell us where the home is' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Please tell us where the home is', abort: true }),
      z.maxLength(MAX_PLACE_LENGTH, `The place must be at most ${MAX_PLACE_LENGTH} characters`),
    ),
  lead: z.optional(z.string().check(z.maxLength(200))),
})

export type BookingRequest = z.output<typeof bookingSchema>

/** `GET /api/booking/slots?place=…`. */
export const slotsQuerySchema = z.object({
  place: bookingSchema.shape.place,
})
