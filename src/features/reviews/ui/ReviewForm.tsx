import { ctaButtonLight } from '@/components/ui/styles'
import {
  CONTENT_MAX,
  CONTENT_MIN,
  RATING_LABELS,
  TOWN_MAX,
  type ReviewFieldName,
  type ReviewValues,
} from '@/features/reviews/fields'
import { REVIEW_FORM_ID } from '@/features/reviews/ui/enhance'
import { ReviewFormScript } from '@/features/reviews/ui/ReviewFormScript'
import { ACCEPT, MAX_FILES } from '@/features/uploads/rules'
import { DropZone } from '@/features/uploads/ui/DropZone'

const input =
  'mt-1.5 block w-full rounded-md border border-charcoal-900/40 bg-white px-3 text-base text-charcoal-900 focus-ring-light'

/** Where a field's message goes (empty and hidden until the page's script has one to show). */
const FieldError = ({ name }: { name: ReviewFieldName | 'files' }) => (
  <p id={`review-${name}-error`} className="mt-1.5 text-sm font-medium text-red-800 empty:hidden" />
)

type Props = { token: string; values: ReviewValues; error?: string }

/**
 * The review form, drawn by the server: a plain multipart form posting to
 * `POST /api/review/<token>`, so it works before (or without) any script, files included; the
 * server answers it with a redirect to the thank-you or back here with the message and what was
 * typed. The rating is five radio buttons. None of this is in the page's JavaScript: once the page
 * runs, `ReviewFormScript` loads ./enhance.ts, which posts in the background (nothing typed is lost
 * on a refusal, messages show by the field), checks chosen files and takes dropped ones into the
 * same file input.
 */
export function ReviewForm({ token, values, error }: Props) {
  const path = `/review/${encodeURIComponent(token)}`
  return (
    <form
      id={REVIEW_FORM_ID}
      action={`/api/review/${encodeURIComponent(token)}`}
      method="post"
      encType="multipart/form-data"
      className="space-y-6 rounded-lg bg-white p-5 shadow-sm sm:p-6"
      aria-describedby={error ? 'review-error' : undefined}
    >
      <fieldset id="review-rating">
        <legend className="text-base font-semibold text-charcoal-900">Your rating</legend>
        <div className="mt-2 grid gap-2">
          {[5, 4, 3, 2, 1].map((stars) => (
            <label
              key={stars}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-charcoal-900/20 px-3 has-checked:border-forest-700 has-checked:bg-forest-700/10"
            >
              <input
                type="radio"
                name="rating"
                value={stars}
                required
                defaultChecked={values.rating === String(stars)}
                className="size-5 accent-forest-700"
              />
              <span aria-hidden="true" className="text-cedar-600 tracking-wider">
                {'★'.repeat(stars)}
                <span className="text-charcoal-900/25">{'★'.repeat(5 - stars)}</span>
              </span>
              <span>
                {stars} {stars === 1 ? 'star' : 'stars'}: {RATING_LABELS[stars - 1]}
              </span>
            </label>
          ))}
        </div>
        <FieldError name="rating" />
      </fieldset>

      <div>
        <label htmlFor="review-content" className="block font-semibold text-charcoal-900">
          A few words about the work
        </label>
        <textarea
          id="review-content"
          name="content"
          required
          minLength={CONTENT_MIN}
          maxLength={CONTENT_MAX}
          rows={5}
          defaultValue={values.content}
          className={`${input} resize-y py-2.5`}
        />
        <FieldError name="content" />
      </div>

      <div>
        <label htmlFor="review-town" className="block font-semibold text-charcoal-900">
          Your town
        </label>
        <input
          id="review-town"
          name="town"
          required
          maxLength={TOWN_MAX}
          autoComplete="address-level2"
          defaultValue={values.town}
          className={`${input} h-12`}
        />
        <FieldError name="town" />
      </div>

      <DropZone
        testId="review-drop"
        className="transition-colors data-dragging:border-forest-700 data-dragging:bg-forest-700/10"
      >
        <label htmlFor="review-files" className="mt-2 font-semibold text-charcoal-900">
          Photos of the finished work (optional)
        </label>
        <p className="mt-1 text-sm text-charcoal-900/80">
          Up to {MAX_FILES} photos or videos: images up to 10MB, videos up to 50MB.
        </p>
        <input
          id="review-files"
          type="file"
          name="files"
          multiple
          accept={ACCEPT}
          className="mt-3 max-w-full text-sm"
        />
        <p
          id="review-files-count"
          aria-live="polite"
          className="mt-2 text-sm font-semibold empty:hidden"
        />
        <FieldError name="files" />
      </DropZone>

      <p
        id="review-error"
        role="alert"
        className="rounded-md bg-red-50 p-3 font-medium text-red-800 empty:hidden"
      >
        {error}
      </p>
      <button type="submit" className={`${ctaButtonLight} w-full sm:w-auto`}>
        Send my review
      </button>
      <ReviewFormScript formId={REVIEW_FORM_ID} sentPath={`${path}?sent=1`} />
    </form>
  )
}
