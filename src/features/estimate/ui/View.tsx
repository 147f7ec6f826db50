import type { FormEventHandler, ReactNode, Ref } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { ctaButtonLight, outlineButtonLight } from '@/components/ui/styles'
import { BookInspection } from '@/features/booking/ui/BookInspection'
import type { PickerProps } from '@/features/booking/ui/BookingPicker'
import {
  estimateCost,
  formatDollars,
  formatRate,
  isServiceType,
  minimumNote,
  PRICING,
  SERVICE_TYPES,
  type MinimumJob,
} from '@/features/estimate/pricing'
import { MAX_FILES } from '@/features/uploads/limits'
import { DropZone } from '@/features/uploads/ui/DropZone'
import type { DropHandlers } from '@/features/uploads/ui/useFileDrop'
import {
  formCompletion,
  normalizeSquareFootage,
  type EstimateFieldName,
  type EstimateFormValues,
} from '@/features/estimate/fields'
import { INTENT_FIELD, NEW_ESTIMATE } from '@/features/estimate/formState'
import { TextMeTick } from '@/features/texts/ui/TextMeTick'

/**
 * The estimate form's markup, without state. Two forms fill it in: the server-drawn one that
 * works without JavaScript (./Native.tsx, posting to a server action), and the live one
 * (./Form.tsx) that takes its place when its code arrives; the two have the same size, so nothing
 * moves at the swap.
 */
export type FieldName = EstimateFieldName
/** A field's wiring: react-hook-form's `register`, or a name and the value to start with. */
type Control = Partial<UseFormRegisterReturn> & { name: string; defaultValue?: string }

/** What the last submission came to, shown near the submit button. */
export type EstimateNotice = { status: 'success' | 'error'; message: string }

/**
 * What a sent request said, kept on the page until the visitor starts a new estimate: the
 * visitor's details as sent, the estimate, what happens next and the inspection to book.
 */
export type EstimateConfirmation = {
  /**
   * The thank-you, when no toast said it (the form without JavaScript, and its result taken over
   * by the live form). The live form's own success says it in its toast only: not twice.
   */
  message?: string
  estimate?: number
  sent: { label: string; value: string }[]
  /** The inspection to book right away, for the lead just stored (features/booking). */
  booking?: PickerProps
}

export type EstimateViewProps = {
  /** h2 on the calculator page, h3 inside the home page's section. */
  headingLevel: 2 | 3
  controls: Record<FieldName, Control>
  /** The "Text me about my visit" tick: react-hook-form's `register`, or its name and `defaultChecked`. */
  textMe?: Partial<UseFormRegisterReturn> & { defaultChecked?: boolean }
  errors: Partial<Record<FieldName, string>>
  values: Partial<EstimateFormValues>
  mediaCount: number
  /** The thumbnails grid. */
  media?: ReactNode
  upload?: {
    onChoose: () => void
    dragging?: boolean
    disabled?: boolean
    chooseRef?: Ref<HTMLButtonElement>
    /** The file input (the live form only: files need JavaScript). */
    input?: ReactNode
    /** Files dropped on the area (the live form only). */
    drop?: DropHandlers
  }
  submitting?: boolean
  /** Upload percentage while a multipart request is sending. */
  progress?: number | null
  onSubmit?: FormEventHandler<HTMLFormElement>
  /** The server action the form posts to when it works without JavaScript. */
  action?: (data: FormData) => void
  formRef?: Ref<HTMLFormElement>
  notice?: EstimateNotice
  /** The business's smallest job (the Business profile): the card says when it applies. */
  minimum?: MinimumJob | null
  /**
   * A sent request, shown until the visitor starts a new estimate. Meanwhile the fields hold what
   * was sent, locked, and there is no submit button: a second lead is never one press away.
   */
  confirmation?: EstimateConfirmation
  /**
   * "Start a new estimate" in the live form. Without it (the server-drawn form) the button posts
   * to the server action, which answers the form with the service and the area kept.
   */
  onNewEstimate?: () => void
}

const ID = 'estimate'
const fieldId = (name: FieldName) => `${ID}-${name}`
/** Where the browser lands after a submission without JavaScript (see ./Native.tsx). */
export const RESULT_ID = `${ID}-result`

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6'
const headingClass = 'font-serif text-xl font-bold text-forest-900'
// 16 px text so phones do not zoom; a border at 3.9:1 against white (WCAG 1.4.11); room above
// for the sticky header when an invalid field is focused.
const inputClass =
  'focus-ring-light mt-1.5 block scroll-mt-28 w-full rounded-md border border-charcoal-900/55 bg-white px-3 text-base text-charcoal-900 placeholder:text-charcoal-900/60 disabled:cursor-not-allowed disabled:bg-cream-50 disabled:opacity-100 aria-[invalid=true]:border-red-800 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-800'
const muted = 'text-charcoal-900/75'
/** A value the visitor typed: a word longer than a phone is wide breaks anywhere (issue 28). */
const wrapAnywhere = '[overflow-wrap:anywhere]'

function Field(props: {
  name: FieldName
  label: string
  optional?: boolean
  error?: string
  className?: string
  children: ReactNode
}) {
  const { name, label, optional, error, className, children } = props
  return (
    <div className={className}>
      <label htmlFor={fieldId(name)} className="block text-sm font-semibold text-charcoal-900">
        {label}
        {optional && <span className={`font-normal ${muted}`}> (optional)</span>}
      </label>
      {children}
      {error && (
        <p id={`${fieldId(name)}-error`} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}

function SummaryRow({ term, value }: { term: string; value?: string }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className={muted}>{term}</dt>
      <dd className={`min-w-0 text-right font-medium ${wrapAnywhere}`}>
        {value || <span className={`font-normal ${muted}`}>Not provided</span>}
      </dd>
    </div>
  )
}

/** The request just sent, until the visitor starts a new estimate. */
function Confirmation({
  confirmation,
  onNewEstimate,
  values,
}: {
  confirmation: EstimateConfirmation
  onNewEstimate?: () => void
  values: Partial<EstimateFormValues>
}) {
  const { message } = confirmation
  return (
    <div
      data-testid="estimate-confirmation"
      className={`mb-4 rounded-lg border-l-4 border-forest-700 bg-white p-4 shadow-sm ring-1 ring-black/5 ${wrapAnywhere}`}
    >
      {/* With the thank-you, the toast's title (spec section 8) that no toast showed. */}
      <p className="font-semibold text-charcoal-900">
        {message ? 'Estimate Submitted' : 'Your request has been sent'}
      </p>
      {message && <p className="mt-1 text-sm text-charcoal-900">{message}</p>}
      {confirmation.estimate ? (
        <p className="mt-2 text-sm">
          Your estimate:{' '}
          <strong className="text-base tabular-nums">{formatDollars(confirmation.estimate)}</strong>
        </p>
      ) : null}
      <dl className="mt-2 divide-y divide-black/10 text-sm">
        {confirmation.sent.map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-4 py-1.5">
            <dt className={muted}>{label}</dt>
            <dd className={`min-w-0 text-right font-medium ${wrapAnywhere}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm">
        What happens next: a specialist reviews your request and contacts you within 24-48 hours to
        set up a free on-site assessment.
      </p>
      {confirmation.booking ? (
        <div className="mt-3" data-testid="estimate-book">
          <p className="text-sm font-semibold">Or pick a time for it now:</p>
          <div className="mt-2">
            <BookInspection {...confirmation.booking} />
          </div>
        </div>
      ) : null}
      {onNewEstimate ? (
        <button
          type="button"
          onClick={onNewEstimate}
          className={`${outlineButtonLight} mt-3 w-full`}
        >
          Start a new estimate
        </button>
      ) : (
        <>
          {/* The locked fields are not posted: what the new estimate keeps goes with the press. */}
          <input type="hidden" name="serviceType" value={values.serviceType ?? ''} />
          <input type="hidden" name="squareFootage" value={values.squareFootage ?? ''} />
          <button
            type="submit"
            name={INTENT_FIELD}
            value={NEW_ESTIMATE}
            className={`${outlineButtonLight} mt-3 w-full`}
          >
            Start a new estimate
          </button>
        </>
      )}
    </div>
  )
}

export function EstimateFormView(props: EstimateViewProps) {
  const { headingLevel, controls, errors, values, mediaCount, media, upload, notice } = props
  const { submitting = false, progress = null, onSubmit, action, formRef } = props
  const { minimum, confirmation, onNewEstimate, textMe } = props
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  // Sent: the fields show what was sent until the visitor starts a new estimate.
  const locked = Boolean(confirmation)

  /** The attributes every control shares: id, name, value to start with, its error. */
  const control = (name: FieldName, required: boolean) => ({
    ...controls[name],
    id: fieldId(name),
    disabled: locked || undefined,
    'aria-required': required || undefined,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${fieldId(name)}-error` : undefined,
  })

  const squareFootage = normalizeSquareFootage(values.squareFootage)
  // Spec section 9's figure; the business's minimum job, when it applies, is said beside it.
  const cost = estimateCost(values.serviceType, squareFootage)
  const minimumText = minimumNote(values.serviceType, squareFootage, minimum)
  const service = isServiceType(values.serviceType) ? PRICING[values.serviceType] : null
  const feet = Math.trunc(Number(squareFootage))
  const feetText = feet > 0 ? `${feet.toLocaleString('en-US')} sq ft` : undefined
  const completion = formCompletion(values, mediaCount)

  const body = (
    <>
      <div className="contents lg:block lg:space-y-6">
        <div className={`${card} order-1 lg:order-none`}>
          <Heading className={headingClass}>Project Details</Heading>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field
              name="serviceType"
              label="Service type"
              error={errors.serviceType}
              className="sm:col-span-2"
            >
              {/* A select follows a new default only when drawn anew: keyed by it, so the reset
                  after a submission lands on the service the server sent back. */}
              <select
                key={controls.serviceType.defaultValue ?? ''}
                {...control('serviceType', true)}
                defaultValue={controls.serviceType.defaultValue ?? ''}
                className={`${inputClass} h-12`}
              >
                <option value="" disabled>
                  Select a service
                </option>
                {SERVICE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {PRICING[type].label}
                  </option>
                ))}
              </select>
            </Field>
            <Field name="squareFootage" label="Square footage" error={errors.squareFootage}>
              <input
                {...control('squareFootage', true)}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder="e.g. 2500"
                className={`${inputClass} h-12`}
              />
            </Field>
            <Field name="propertyAge" label="Property age" optional error={errors.propertyAge}>
              <input
                {...control('propertyAge', false)}
                type="text"
                autoComplete="off"
                placeholder="e.g. 25 years"
                className={`${inputClass} h-12`}
              />
            </Field>
            <Field
              name="location"
              label="Location"
              optional
              error={errors.location}
              className="sm:col-span-2"
            >
              <input
                {...control('location', false)}
                type="text"
                autoComplete="address-level2"
                placeholder="City, State"
                className={`${inputClass} h-12`}
              />
            </Field>
            <Field
              name="description"
              label="Project description"
              optional
              error={errors.description}
              className="sm:col-span-2"
            >
              <textarea
                {...control('description', false)}
                placeholder="Condition of the logs, last stain or sealant, problem areas, timing..."
                className={`${inputClass} h-32 resize-y py-2.5`}
              />
            </Field>
          </div>
        </div>

        <div className={`${card} order-3 lg:order-none`}>
          <Heading className={headingClass}>Upload Photos &amp; Videos (optional)</Heading>
          <p className={`mt-1 text-sm ${muted}`}>
            Photos of weathered logs, checks, chinking and decks help us price the job.
          </p>
          <DropZone
            testId="drop-area"
            dragging={upload?.dragging}
            handlers={upload?.drop}
            className="mt-4 transition-colors"
          >
            <p className="mt-2 font-semibold text-charcoal-900">
              {upload?.dragging ? 'Drop to add your files' : 'Drag photos or videos here'}
            </p>
            <button
              type="button"
              id={`${ID}-choose`}
              ref={upload?.chooseRef}
              onClick={upload?.onChoose}
              disabled={upload?.disabled || locked}
              className={`${outlineButtonLight} mt-3 disabled:cursor-not-allowed`}
            >
              Choose photos or videos
            </button>
            <p className={`mt-3 text-sm ${muted}`}>
              Images (JPG, PNG, HEIC...) up to 10MB, videos (MP4, MOV...) up to 50MB, at most{' '}
              {MAX_FILES} files.
            </p>
            <noscript>
              <p className="mt-2 text-sm font-semibold text-charcoal-900">
                Photos and videos can be added once JavaScript is on, or sent by replying to your
                estimate e-mail.
              </p>
            </noscript>
            {upload?.input}
          </DropZone>
          {media}
        </div>

        <div className={`${card} order-4 lg:order-none`}>
          <Heading className={headingClass}>Contact Information</Heading>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field name="name" label="Full name" error={errors.name} className="sm:col-span-2">
              <input
                {...control('name', true)}
                type="text"
                autoComplete="name"
                className={`${inputClass} h-12`}
              />
            </Field>
            <Field name="email" label="Email" error={errors.email}>
              <input
                {...control('email', true)}
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                className={`${inputClass} h-12`}
              />
            </Field>
            <Field name="phone" label="Phone" error={errors.phone}>
              <input
                {...control('phone', true)}
                type="tel"
                autoComplete="tel"
                placeholder="(719) 555-0100"
                className={`${inputClass} h-12`}
              />
            </Field>
            <TextMeTick
              {...textMe}
              id={`${ID}-textMe`}
              disabled={locked || undefined}
              className="text-charcoal-900 sm:col-span-2"
            />
          </div>
        </div>

        <div className="order-6 lg:order-none">
          <div id={RESULT_ID} role="status" className="scroll-mt-28" data-testid="estimate-result">
            {confirmation && (
              <Confirmation
                confirmation={confirmation}
                onNewEstimate={onNewEstimate}
                values={values}
              />
            )}
            {notice && !(confirmation && notice.status === 'success') && (
              <div
                className={`mb-4 rounded-lg border-l-4 bg-white p-4 shadow-sm ring-1 ring-black/5 ${
                  notice.status === 'success' ? 'border-forest-700' : 'border-red-800'
                }`}
              >
                <p className="font-semibold text-charcoal-900">
                  {notice.status === 'success'
                    ? 'Estimate Submitted'
                    : 'Your request has not been sent'}
                </p>
                <p className={`mt-1 text-sm text-charcoal-900 ${wrapAnywhere}`}>{notice.message}</p>
              </div>
            )}
          </div>
          {progress !== null && (
            <div className="mb-3" data-testid="upload-progress">
              <div className="flex justify-between text-sm font-semibold">
                <span id={`${ID}-upload-label`}>Uploading your files</span>
                <span>{progress}%</span>
              </div>
              <div
                role="progressbar"
                aria-labelledby={`${ID}-upload-label`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-cream-100 ring-1 ring-black/10"
              >
                <div className="h-full bg-forest-700" style={{ width: `${progress}%` }} />
              </div>
            </div>
          )}
          {!confirmation && (
            <>
              <button
                type="submit"
                id={`${ID}-submit`}
                disabled={submitting}
                className={`${ctaButtonLight} min-h-12 w-full text-lg disabled:cursor-not-allowed disabled:opacity-100`}
              >
                {submitting ? 'Processing...' : 'Get My Estimate'}
              </button>
              <p className={`mt-3 text-center text-sm ${muted}`}>
                Free and without obligation. Your estimate arrives by e-mail; we never share your
                details.
              </p>
            </>
          )}
        </div>
      </div>

      <div className="contents lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:block lg:space-y-4">
        {cost > 0 && service && (
          <div
            data-testid="estimated-cost"
            className="order-2 rounded-xl bg-forest-900 p-5 text-cream-50 shadow-sm lg:order-none"
          >
            <Heading className="font-serif text-lg font-bold">Estimated Cost</Heading>
            <p
              data-testid="estimate-amount"
              className="mt-1 text-4xl font-bold text-cedar-300 tabular-nums"
            >
              {formatDollars(cost)}
            </p>
            <p data-testid="estimate-rate" className="mt-1 text-sm">
              {formatRate(service.rate)} per sq ft · {service.label}
            </p>
            {minimumText && (
              <p data-testid="estimate-minimum" className="mt-2 text-sm font-semibold">
                {minimumText}
              </p>
            )}
            <p className="mt-3 text-sm text-cream-50/85">
              For {feetText}. Your final price follows a free on-site assessment.
            </p>
          </div>
        )}
        <div
          data-testid="project-summary"
          className="order-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-black/5 lg:order-none"
        >
          <Heading className="font-serif text-lg font-bold text-forest-900">
            Project Summary
          </Heading>
          <dl className="mt-2 divide-y divide-black/10 text-sm">
            <SummaryRow term="Service" value={service?.label} />
            <SummaryRow term="Area" value={feetText} />
            <SummaryRow term="Property age" value={values.propertyAge?.trim()} />
            <SummaryRow term="Location" value={values.location?.trim()} />
            <SummaryRow
              term="Photos & videos"
              value={mediaCount ? `${mediaCount} ${mediaCount === 1 ? 'file' : 'files'}` : ''}
            />
          </dl>
          <div className="mt-3">
            <div className="flex justify-between text-sm font-semibold">
              <span id={`${ID}-completion-label`}>Form Completion</span>
              <span data-testid="form-completion">{completion}%</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby={`${ID}-completion-label`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={completion}
              className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-cream-100 ring-1 ring-black/10"
            >
              <div
                className="h-full bg-forest-700 transition-[width] motion-reduce:transition-none"
                style={{ width: `${completion}%` }}
              />
            </div>
          </div>
        </div>
      </div>
    </>
  )

  // One column that never grows past the screen on phones, whatever is typed (issue 28).
  const layout = 'grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_21rem] lg:items-start'
  // A sent request in the live form: nothing to submit, so no form. The inspection picker in the
  // thank-you has forms of its own, and a form inside another is not sent as its own (pressing
  // "See the open times" in it reloaded the page).
  if (locked && !action) {
    return (
      <div
        role="group"
        aria-label="Estimate request"
        data-track-focus="estimate_started"
        className={layout}
      >
        {body}
      </div>
    )
  }
  return (
    <form
      ref={formRef}
      noValidate
      action={action}
      onSubmit={onSubmit}
      aria-label="Estimate request"
      data-track-focus="estimate_started"
      className={layout}
    >
      {body}
    </form>
  )
}
