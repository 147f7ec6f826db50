import { PageHero } from '@/components/PageHero'
import { ctaButtonLight } from '@/components/ui/styles'
import { LINK_PROBLEMS, reviewValues } from '@/features/reviews/fields'
import { openReviewLink } from '@/features/reviews/server/submit'
import { ReviewForm } from '@/features/reviews/ui/ReviewForm'
import { getPayloadClient } from '@/lib/payload/client'

export type ReviewSearch = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** Only a Google address is offered as the place to review the business there too. */
const googleReviewUrl = (value: string | null | undefined) => {
  try {
    const url = new URL(value ?? '')
    const google = /(^|\.)google\.[a-z.]+$/.test(url.hostname) || url.hostname === 'g.page'
    return url.protocol === 'https:' && google ? url.toString() : null
  } catch {
    return null
  }
}

/**
 * /review/<token>: the form of a review request's link, the thank-you after it (with the
 * business's Google review link when the Business profile has one), or, for a link that is not
 * valid, expired or already used, what happened and what to do.
 */
export async function ReviewPage({ token, search }: { token: string; search: ReviewSearch }) {
  const payload = await getPayloadClient()
  const [link, settings] = await Promise.all([
    openReviewLink(payload, token),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  const crumbs = [{ name: 'Your review', path: `/review/${encodeURIComponent(token)}` }]

  if (!link.ok && link.problem === 'used' && first(search.sent) === '1') {
    const google = googleReviewUrl(settings.googleReviewUrl)
    return (
      <>
        <PageHero title="Thank you for your review!" crumbs={crumbs} />
        <div className="mx-auto max-w-2xl space-y-4 px-4 py-8">
          <p role="status" className="text-lg">
            We have it, and {settings.businessName} will read it before it appears on the site.
          </p>
          {google && (
            <p>
              Would you share it on Google too? It helps other homeowners find us.{' '}
              <a href={google} rel="noopener" target="_blank" className={`${ctaButtonLight} mt-3`}>
                Review us on Google
              </a>
            </p>
          )}
        </div>
      </>
    )
  }

  if (!link.ok) {
    const problem = LINK_PROBLEMS[link.problem]
    return (
      <>
        <PageHero title={problem.title} crumbs={crumbs} />
        <div className="mx-auto max-w-2xl space-y-4 px-4 py-8">
          <p data-problem={link.problem}>{problem.text}</p>
          <p>
            Call us at <a href={`tel:${settings.phone}`}>{settings.phone}</a> or e-mail{' '}
            <a href={`mailto:${settings.email}`}>{settings.email}</a>.
          </p>
        </div>
      </>
    )
  }

  const firstName = link.lead.name.trim().split(/\s+/)[0]
  return (
    <>
      <PageHero
        title="How did we do?"
        intro={`Thank you, ${firstName}, for trusting ${settings.businessName} with your log home. Your review is read by us before it appears on the site.`}
        crumbs={crumbs}
      />
      {/* A page to fill in: the photo assistant's launcher stays off it (globals.css). */}
      <div className="mx-auto max-w-2xl px-4 py-8" data-form-page>
        <ReviewForm token={token} values={reviewValues(search)} error={first(search.error)} />
      </div>
    </>
  )
}
