import { PageHero } from '@/components/PageHero'
import { ctaButtonLight, outlineButtonLight } from '@/components/ui/styles'
import { bookPagePath, visitPagePath } from '@/features/booking/paths'
import { problemText } from '@/features/booking/problems'
import { hasStarted, slotsForPlace, visitOfLink } from '@/features/booking/server/book'
import { visitLocation } from '@/features/booking/server/calendar'
import { WindowChoices } from '@/features/booking/ui/WindowChoices'
import { getPayloadClient } from '@/lib/payload/client'
import { getSiteSettings } from '@/lib/payload/queries'
import { coloradoDay, formatWindow } from '@/lib/time/colorado'
import { telHref } from '@/utilities/phone'

export type VisitPageQuery = {
  booked?: string
  moved?: string
  confirmed?: string
  /** A problem's code (features/booking/problems.ts): anything else shows nothing. */
  error?: string
}

/**
 * /booking/<link>: a homeowner's own visit, from its e-mail or right after booking it: when and
 * where, confirm it, another time (a plain form of the open windows), or cancel it (asked once).
 * From its arrival window on it can no longer be changed here, and after its day the page only
 * shows it. A link that is not the visit's latest (moved, cancelled, forged) shows nothing of any
 * visit. Every form works without a script.
 */
export async function VisitPage({ token, query }: { token: string; query: VisitPageQuery }) {
  const payload = await getPayloadClient()
  const [visit, settings] = await Promise.all([visitOfLink(payload, token), getSiteSettings()])
  const crumbs = [{ name: 'Your inspection', path: visitPagePath(token) }]
  if (!visit || visit.state !== 'booked') {
    return (
      <>
        <PageHero title="This link no longer works" crumbs={crumbs} />
        <div className="mx-auto max-w-2xl space-y-4 px-4 py-8" data-visit-gone>
          <p>
            The visit was moved or cancelled, so this link changes nothing any more. The latest
            e-mail about your visit has its link; or call us at{' '}
            <a href={telHref(settings.phone)} className="text-cedar-600 underline">
              {settings.phone}
            </a>
            .
          </p>
          <p>
            <a href={bookPagePath()} className="text-cedar-600 underline">
              Book a visit
            </a>
          </p>
        </div>
      </>
    )
  }
  const when = formatWindow(new Date(visit.start), new Date(visit.end))
  const now = new Date()
  const started = hasStarted(visit, now)
  const over = coloradoDay(now) > coloradoDay(new Date(visit.start))
  const others = started ? null : await slotsForPlace(payload, visit.place)
  const slots = !others || 'status' in others ? [] : others.slots
  const problem = problemText(query.error)
  const action = (name: string) => `/api/booking/${encodeURIComponent(token)}/${name}`
  const title = over
    ? 'Your inspection'
    : query.booked
      ? 'Your inspection is booked'
      : query.moved
        ? 'Your inspection has moved'
        : 'Your inspection'
  return (
    <>
      <PageHero title={title} crumbs={crumbs} />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-8" data-visit>
        {problem ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 font-medium text-red-800">
            {problem}
          </p>
        ) : null}
        <section className="rounded-lg bg-white p-5 shadow-sm sm:p-6" aria-label="The visit">
          <p className="text-lg">
            {over ? 'We came ' : 'We arrive '}
            <strong data-visit-when>{when}</strong> at {visitLocation(visit)}.
          </p>
          {over ? null : (
            <p className="mt-2">
              {visit.email
                ? `An e-mail to ${visit.email} has the visit for your calendar and this page’s link. `
                : ''}
              Questions? Call{' '}
              <a href={telHref(settings.phone)} className="text-cedar-600 underline">
                {settings.phone}
              </a>
              .
            </p>
          )}
        </section>
        {started ? (
          over ? null : (
            <p>
              The arrival window has begun. To change anything, call us at{' '}
              <a href={telHref(settings.phone)} className="text-cedar-600 underline">
                {settings.phone}
              </a>
              .
            </p>
          )
        ) : (
          <>
            {visit.confirmedAt ? (
              <p role="status" className="rounded-md bg-cream-50 p-3 font-medium" data-confirmed>
                {query.confirmed
                  ? 'Thank you: your visit is confirmed.'
                  : 'You confirmed this visit.'}
              </p>
            ) : (
              <form
                action={action('confirm')}
                method="post"
                className="rounded-lg bg-white p-5 shadow-sm sm:p-6"
              >
                <p className="mb-3">Is this your booking? Please confirm it, so we know.</p>
                <button type="submit" className={ctaButtonLight}>
                  Confirm my visit
                </button>
              </form>
            )}
            {slots.length > 0 ? (
              <details className="rounded-lg bg-white p-5 shadow-sm sm:p-6" open={Boolean(problem)}>
                <summary className="cursor-pointer font-semibold">Move it to another time</summary>
                <form action={action('move')} method="post" className="mt-4 space-y-4">
                  <WindowChoices slots={slots} />
                  <button type="submit" className={ctaButtonLight}>
                    Move the visit
                  </button>
                </form>
              </details>
            ) : null}
            <details className="rounded-lg bg-white p-5 shadow-sm sm:p-6" data-cancel>
              <summary className="cursor-pointer font-semibold">Cancel the visit</summary>
              <form action={action('cancel')} method="post" className="mt-4 space-y-4">
                <p>Cancel your visit on {when}?</p>
                <button type="submit" className={outlineButtonLight}>
                  Yes, cancel the visit
                </button>
              </form>
            </details>
          </>
        )}
      </div>
    </>
  )
}
