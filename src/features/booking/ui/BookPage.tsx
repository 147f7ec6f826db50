import { PageHero } from '@/components/PageHero'
import { ctaButtonLight } from '@/components/ui/styles'
import { bookPagePath } from '@/features/booking/paths'
import { problemText } from '@/features/booking/problems'
import { MAX_ADDRESS_LENGTH, MAX_PLACE_LENGTH } from '@/features/booking/schema'
import { slotsForPlace } from '@/features/booking/server/book'
import type { KeptForm } from '@/features/booking/server/keptForm'
import { TextMeTick } from '@/features/texts/ui/TextMeTick'
import { WindowChoices } from '@/features/booking/ui/WindowChoices'
import { getPayloadClient } from '@/lib/payload/client'
import { getSiteSettings } from '@/lib/payload/queries'
import { telHref } from '@/utilities/phone'

export type BookPageQuery = {
  place?: string
  /** A problem's code (features/booking/problems.ts): anything else shows nothing. */
  error?: string
  cancelled?: string
}

const input =
  'mt-1.5 block w-full rounded-md border border-charcoal-900/40 bg-white px-3 py-2 text-base text-charcoal-900 focus-ring-light'

const alert = 'rounded-md bg-red-50 p-3 font-medium text-red-800'

function PlaceForm({ place }: { place?: string }) {
  return (
    <form action="/book" method="get" className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
      <label htmlFor="book-place" className="block font-semibold text-charcoal-900">
        Where is the home? Your town or county
      </label>
      <input
        id="book-place"
        name="place"
        className={input}
        defaultValue={place}
        autoComplete="address-level2"
        required
        maxLength={MAX_PLACE_LENGTH}
      />
      <button type="submit" className={ctaButtonLight}>
        See the open times
      </button>
    </form>
  )
}

const FIELDS = [
  ['name', 'Your name', 'name', 'text', 120],
  ['email', 'E-mail', 'email', 'email', 254],
  ['phone', 'Phone', 'tel', 'tel', 40],
  ['address', 'Street address of the home', 'street-address', 'text', MAX_ADDRESS_LENGTH],
] as const

/**
 * /book: the free on-site inspection booked without a script (the picker's plain-form twin): the
 * place, then its open arrival windows, grouped by day, and the homeowner's details, posted to
 * `POST /api/booking` (features/booking/server/handler.ts), which answers with the visit's page,
 * or this page again: the problem's code in the address, and what was typed and chosen in the
 * page's sealed cookie (`kept`), shown first, next to what it is about.
 */
export async function BookPage({
  query,
  kept,
  lookupsLeft,
}: {
  query: BookPageQuery
  kept: KeptForm | null
  /** False when the address is past its look-ups (handler.ts, lookupLimiter). */
  lookupsLeft: boolean
}) {
  const settings = await getSiteSettings()
  const crumbs = [{ name: 'Book an inspection', path: '/book' }]
  const found =
    query.place && lookupsLeft ? await slotsForPlace(await getPayloadClient(), query.place) : null
  const refusal = !lookupsLeft
    ? problemText('too-many-lookups')
    : found && 'status' in found
      ? found.error
      : null
  const open = found && !('status' in found) ? found : null
  // The problem the address names, only when the kept form is the one it was made for.
  const code = kept?.code && kept.code === query.error ? kept.code : null
  const issues = code === 'fields' ? (kept?.issues ?? {}) : {}
  const aboutWindow = code && code !== 'fields' ? problemText(code) : null
  return (
    <>
      <PageHero
        title="Book a free on-site inspection"
        intro="We come to your log home, look at the logs, the finish and the chinking, and leave you a written estimate. It takes about an hour and costs nothing. Times are Colorado time."
        crumbs={crumbs}
      />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-8" data-booking-page>
        {query.cancelled ? (
          <p role="status" className="rounded-md bg-cream-50 p-3 font-medium">
            Your visit is cancelled. Book another time below whenever you like.
          </p>
        ) : null}
        {!open ? (
          <>
            {refusal ? (
              <p role="alert" className={alert}>
                {refusal}
              </p>
            ) : null}
            <PlaceForm place={query.place} />
          </>
        ) : (
          <form
            action="/api/booking"
            method="post"
            className="space-y-5 rounded-lg bg-white p-5 shadow-sm sm:p-6"
          >
            {code ? (
              <p role="alert" className={alert} data-booking-error={code}>
                {code === 'fields' ? problemText('fields') : aboutWindow}
              </p>
            ) : null}
            <p>
              Open times in <strong>{open.place}</strong> ({open.area}).{' '}
              <a href={bookPagePath()} className="text-cedar-600 underline">
                Another place
              </a>
            </p>
            <input type="hidden" name="place" value={query.place} />
            {kept?.lead ? <input type="hidden" name="lead" value={kept.lead} /> : null}
            {open.slots.length === 0 ? (
              <p>
                Every time is taken for the next weeks. Call us at{' '}
                <a href={telHref(settings.phone)} className="text-cedar-600 underline">
                  {settings.phone}
                </a>{' '}
                and we will find one.
              </p>
            ) : (
              <>
                <fieldset>
                  <legend className="mb-2 font-semibold">Pick an arrival window</legend>
                  <WindowChoices slots={open.slots} chosen={kept?.start} />
                </fieldset>
                {FIELDS.map(([name, label, autoComplete, type, maxLength]) => {
                  const problem = issues[name]?.join('. ')
                  return (
                    <div key={name}>
                      <label htmlFor={`book-${name}`} className="block font-semibold">
                        {label}
                      </label>
                      <input
                        id={`book-${name}`}
                        name={name}
                        type={type}
                        autoComplete={autoComplete}
                        defaultValue={kept?.[name]}
                        maxLength={maxLength}
                        className={input}
                        required
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? `book-${name}-problem` : undefined}
                      />
                      {problem ? (
                        <p id={`book-${name}-problem`} className="mt-1 font-medium text-red-800">
                          {problem}
                        </p>
                      ) : null}
                    </div>
                  )
                })}
                <TextMeTick id="book-textMe" defaultChecked={kept?.textMe === true} />
                <button type="submit" className={`${ctaButtonLight} w-full sm:w-auto`}>
                  Book this visit
                </button>
              </>
            )}
          </form>
        )}
      </div>
    </>
  )
}
