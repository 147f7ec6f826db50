// The malformed requests of scripts/fuzz.mjs, one generator per public endpoint (one file each,
// listed in ENDPOINTS below; what they share is in random, hostile, files and bodies). Each case is
// made from its own seeded PRNG (the run's seed, the endpoint and the case's number), so any case
// can be made again alone (`--case endpoint:number`).
//
// Every case is built to be refused, or answered without storing anything: a case that could be
// valid gets a "breaker" (a field the schema must refuse) after its other mutations, so a lead,
// a lead file, an analytics event or a recorded search that appears during the run is a finding,
// not noise. Chat messages are the one exception: a hostile but valid text message with no file
// is answered by the built-in assistant and stores nothing, so those are sent as they are. Valid
// searches are recorded by design: the search generator only sends texts the endpoint refuses or
// ignores (over 200 characters, or under 2 once invisible characters are removed); the hostile
// texts that are valid searches are kept for the run's second phase (`oddSearches`).
import { actionCase } from './estimate-action.mjs'
import { bookingCase, bookingSlotsCase, bookingVisitCase } from './booking.mjs'
import { calculatorJsonCase, calculatorMultipartCase } from './calculator.mjs'
import { chatCase } from './chat.mjs'
import { chatLeadCase } from './chat-lead.mjs'
import { eventCase } from './events.mjs'
import { randomSuggestionsCase } from './random-suggestions.mjs'
import { searchCase } from './search.mjs'

export { BROWSER_UA, deliveryFor, multipart } from './bodies.mjs'
export { actionFieldsOf } from './estimate-action.mjs'
export { FILE_NAMES, makeFixtures } from './files.mjs'
export { rngFor } from './random.mjs'
export { rawCase } from './raw.mjs'
export { searchCase, searchIsIgnored } from './search.mjs'

/** The endpoints in the order a run sends them: `make` builds a case, `stores` are the statuses of a stored request. */
export const ENDPOINTS = [
  { id: 'calculator-json', make: calculatorJsonCase, stores: [200] },
  { id: 'calculator-multipart', make: calculatorMultipartCase, stores: [200] },
  { id: 'chat', make: chatCase, stores: [] },
  { id: 'chat-lead', make: chatLeadCase, stores: [200, 201] },
  { id: 'search', make: searchCase, stores: [] },
  { id: 'events', make: eventCase, stores: [202] },
  { id: 'random-suggestions', make: randomSuggestionsCase, stores: [] },
  { id: 'estimate-action', make: actionCase, stores: [] },
  { id: 'booking', make: bookingCase, stores: [201] },
  { id: 'booking-slots', make: bookingSlotsCase, stores: [] },
  { id: 'booking-visit', make: bookingVisitCase, stores: [] },
]
