import * as z from 'zod/mini'

import { estimateSchema } from '@/features/estimate/schema'
import { textsPhoneCheck } from '@/features/texts/consent'
import { textMeField } from '@/features/texts/schema'

/** The longest place a homeowner may type: a town, a county. */
export const MAX_PLACE_LENGTH = 120
/** The longest street address. */
export const MAX_ADDRESS_LENGTH = 160

/**
 * A web address, or a name that reads as one (`evil.example`, `www.x`): never in what the business
 * sends a homeowner, since a stranger may book with anyone's e-mail address and words of their own
 * choosing. "St. Elmo", "P.O. Box 12" and "Mt. Princeton Rd" are not.
 */
export const hasLink = (text: string) =>
  /:\/\/|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/i.test(text)

export const NO_LINKS = 'Please leave web addresses out'

const withoutLinks = (label: string) =>
  z.refine<string>((text) => !hasLink(text), `${NO_LINKS} of the ${label}`)

const place = z
  .string({ error: 'Please tell us where the home is' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Please tell us where the home is', abort: true }),
    z.maxLength(MAX_PLACE_LENGTH, `The place must be at most ${MAX_PLACE_LENGTH} characters`),
  )

/**
 * `POST /api/booking`: a window's start (as `GET /api/booking/slots` gives it), the homeowner's
 * contact details with the estimate form's own rules and messages, the street address to drive to
 * and the place (a county or city of the site by its address name, or as typed: it must be one of
 * the site's). `lead`: the signed reference of the lead the page just stored (the estimate's or
 * the chat's), so the visit joins it. No field may hold a web address. `textMe`: the "Text me about
 * my visit" tick, with which the phone must be a number texts can reach.
 */
export const bookingSchema = z
  .object({
    start: z.iso.datetime({ offset: true, error: 'Please pick one of the times listed' }),
    name: estimateSchema.shape.name.check(withoutLinks('name')),
    email: estimateSchema.shape.email,
    phone: estimateSchema.shape.phone,
    address: z
      .string({ error: 'Please tell us the street address' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'Please tell us the street address', abort: true }),
        z.maxLength(
          MAX_ADDRESS_LENGTH,
          `The street address must be at most ${MAX_ADDRESS_LENGTH} characters`,
        ),
        withoutLinks('street address'),
      ),
    place: place.check(withoutLinks('place')),
    lead: z.optional(z.string().check(z.maxLength(200))),
    textMe: textMeField,
  })
  .check(textsPhoneCheck())

export type BookingRequest = z.output<typeof bookingSchema>

/** `GET /api/booking/slots?place=…`. */
export const slotsQuerySchema = z.object({ place })
