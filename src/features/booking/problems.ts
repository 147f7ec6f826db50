import { SLOT_PROBLEMS } from '@/features/booking/slots'

/**
 * Every refusal of the booking, by code: the JSON answers carry both, and a page without
 * JavaScript carries only the code in its address (`?error=taken`) and shows the words of this
 * table, so no address can make the site's alert say words of someone else's choosing.
 */
export const BOOKING_PROBLEMS = {
  ...SLOT_PROBLEMS,
  off: 'We are not booking visits on the site right now. Please call us.',
  'unknown-place':
    'We could not find that place in the areas we serve. Please type your town or county, or call us.',
  'not-served':
    'We do not book visits in that area on the site. Please call us and we will find a day.',
  'network-full':
    'Visits booked from your connection are waiting to be confirmed. Please confirm them with the button in their e-mail, or call us.',
  'too-many': 'Too many bookings from here. Please wait a few minutes or call us.',
  'too-many-lookups': 'Too many look-ups from here. Please wait a minute, or call us.',
  fields: 'Please check the fields marked below.',
  elsewhere: 'Bookings are made on this site’s own pages.',
  'not-saved': 'Sorry, we could not book the visit. Please try again in a moment, or call us.',
  started:
    'This visit’s arrival window has begun, so it can no longer be moved or cancelled here. Please call us.',
  gone: 'This link no longer works: the visit was moved or cancelled. Use the latest e-mail, or call us.',
} as const

export type BookingProblem = keyof typeof BOOKING_PROBLEMS

export const isBookingProblem = (code: unknown): code is BookingProblem =>
  typeof code === 'string' && Object.hasOwn(BOOKING_PROBLEMS, code)

/** The words of a code from an address, or null for anything that is not one of ours. */
export const problemText = (code: unknown): string | null =>
  isBookingProblem(code) ? BOOKING_PROBLEMS[code] : null
