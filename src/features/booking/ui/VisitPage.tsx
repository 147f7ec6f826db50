import { PageHero } from '@/components/PageHero'
import { ctaButtonLight, outlineButtonLight } from '@/components/ui/styles'
import { bookPagePath, visitPagePath } from '@/features/booking/paths'
import { slotsForPlace, visitOfLink } from '@/features/booking/server/book'
import { WindowChoices } from '@/features/booking/ui/WindowChoices'
import { getPayloadClient } from '@/lib/payload/client'
import { getSiteSettings } from '@/lib/payload/queries'
import { formatWindow } from '@/lib/time/colorado'
import { telHref } from '@/utilities/phone'

export type VisitPageQuery = { booked?: string; moved?: string; error?: string }

/**
 * /booking/<link>: a homeowner's own visit, from its e-mail or right after booking it: when and
 * where, another time (a plain form of the open windows), or cancel it. A link that is not the
 * visit's latest (moved, cancelled, forged) shows nothing of any visit.
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
  const others = await slotsForPlace(payload, visit.place)
  const slots = 'status' in others ? [] : others.slots
  const title = query.booked
    ? 'Your inspection is booked'
    : query.moved
      ? 'Your inspection has moved'
      : 'Your inspection'
  return (
    <>
      <PageHero title={title} crumbs={crumbs} />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-8" data-visit>
        <section className="rounded-lg bg-white p-5 shadow-sm sm:p-6" aria-label="The visit">
          <p className="text-lg">
            We arrive <strong data-visit-when>{when}</strong> at {visit.place}.
          </p>
          <p className="mt-2">
            An e-mail to {visit.email} has the visit for your calendar and this page’s link.
            Questions? Call{' '}
            <a href={telHref(settings.phone)} className="text-cedar-600 underline">
              {settings.phone}
            </a>
            .
          </p>
        </section>
        {query.error ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 font-medium text-red-800">
            {query.error}
          </p>
        ) : null}
        {slots.length > 0 ? (
          <details className="rounded-lg bg-white p-5 shadow-sm sm:p-6">
            <summary className="cursor-pointer font-semibold">Move it to another time</summary>
            <form
              action={`/api/booking/${encodeURIComponent(token)}/move`}
              method="post"
              className="mt-4 space-y-4"
            >
              <WindowChoices slots={slots} />
              <button type="submit" className={ctaButtonLight}>
                Move the visit
              </button>
            </form>
          </details>
        ) : null}
        <form
          action={`/api/booking/${encodeURIComponent(token)}/cancel`}
          method="post"
          className="rounded-lg bg-white p-5 shadow-sm sm:p-6"
        >
          <button type="submit" className={outlineButtonLight}>
            Cancel the visit
          </button>
        </form>
      </div>
    </>
  )
}
