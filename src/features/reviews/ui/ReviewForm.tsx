'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, type FormEvent } from 'react'

import { ctaButtonLight } from '@/components/ui/styles'
import {
  CONTENT_MAX,
  RATING_LABELS,
  TOWN_MAX,
  type ReviewFieldName,
  type ReviewValues,
} from '@/features/reviews/schema'
import { ACCEPT, checkSelection, MAX_FILES } from '@/features/uploads/rules'
import { DropZone } from '@/features/uploads/ui/DropZone'
import { useFileDrop } from '@/features/uploads/ui/useFileDrop'

const input =
  'mt-1.5 block w-full rounded-md border border-charcoal-900/40 bg-white px-3 text-base text-charcoal-900 focus-ring-light'

type Props = { token: string; values: ReviewValues; error?: string }

/**
 * The review form: a plain multipart form posting to `POST /api/review/<token>`, so it works
 * before (or without) its script, files included; the server answers it with a redirect to the
 * thank-you or back here with the message and what was typed. With the script it posts in the
 * background (nothing typed is lost on a refusal, messages show by the field) and takes dropped
 * photos into the same file input. No form library: this is all the page's own script.
 */
export function ReviewForm({ token, values, error: initialError }: Props) {
  const router = useRouter()
  const action = `/api/review/${encodeURIComponent(token)}`
  const fileInput = useRef<HTMLInputElement>(null)
  const [error, setError] = useState(initialError)
  const [issues, setIssues] = useState<Partial<Record<ReviewFieldName | 'files', string>>>({})
  const [sending, setSending] = useState(false)
  const [fileCount, setFileCount] = useState(0)

  function addFiles(files: FileList) {
    const inputElement = fileInput.current
    if (!inputElement) return
    const current = Array.from(inputElement.files ?? [])
    const checked = checkSelection(Array.from(files), current.length)
    if (!checked.ok) {
      setIssues((previous) => ({ ...previous, files: checked.problem.description }))
      return
    }
    const transfer = new DataTransfer()
    for (const file of [...current, ...checked.files.map((entry) => entry.file)]) {
      transfer.items.add(file)
    }
    inputElement.files = transfer.files
    setFileCount(transfer.files.length)
    setIssues((previous) => ({ ...previous, files: undefined }))
  }
  const { dragging, handlers } = useFileDrop(addFiles)

  function chose() {
    const inputElement = fileInput.current
    const files = Array.from(inputElement?.files ?? [])
    const checked = checkSelection(files)
    if (!checked.ok && inputElement) {
      inputElement.value = ''
      setFileCount(0)
      setIssues((previous) => ({ ...previous, files: checked.problem.description }))
      return
    }
    setFileCount(files.length)
    setIssues((previous) => ({ ...previous, files: undefined }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSending(true)
    setError(undefined)
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new FormData(event.currentTarget),
      })
      if (response.ok) {
        router.replace(`/review/${encodeURIComponent(token)}?sent=1`)
        return
      }
      const body = (await response.json().catch(() => null)) as {
        error?: string
        issues?: Record<string, string[]>
      } | null
      setError(body?.error ?? 'We could not save your review. Please try again, or call us.')
      setIssues(Object.fromEntries(Object.entries(body?.issues ?? {}).map(([k, v]) => [k, v[0]])))
    } catch {
      setError('Your review did not reach us. Check your connection and try again.')
    } finally {
      setSending(false)
    }
  }

  const describedBy = (name: ReviewFieldName | 'files') =>
    issues[name] ? `review-${name}-error` : undefined
  const fieldError = (name: ReviewFieldName | 'files') =>
    issues[name] && (
      <p id={`review-${name}-error`} className="mt-1.5 text-sm font-medium text-red-800">
        {issues[name]}
      </p>
    )

  return (
    <form
      action={action}
      method="post"
      encType="multipart/form-data"
      onSubmit={submit}
      className="space-y-6 rounded-lg bg-white p-5 shadow-sm sm:p-6"
      aria-describedby={error ? 'review-error' : undefined}
    >
      <fieldset aria-describedby={describedBy('rating')}>
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
        {fieldError('rating')}
      </fieldset>

      <div>
        <label htmlFor="review-content" className="block font-semibold text-charcoal-900">
          A few words about the work
        </label>
        <textarea
          id="review-content"
          name="content"
          required
          minLength={10}
          maxLength={CONTENT_MAX}
          rows={5}
          defaultValue={values.content}
          aria-describedby={describedBy('content')}
          aria-invalid={Boolean(issues.content) || undefined}
          className={`${input} resize-y py-2.5`}
        />
        {fieldError('content')}
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
          aria-describedby={describedBy('town')}
          aria-invalid={Boolean(issues.town) || undefined}
          className={`${input} h-12`}
        />
        {fieldError('town')}
      </div>

      <DropZone
        testId="review-drop"
        dragging={dragging}
        handlers={handlers}
        className="transition-colors"
      >
        <label htmlFor="review-files" className="mt-2 font-semibold text-charcoal-900">
          Photos of the finished work (optional)
        </label>
        <p className="mt-1 text-sm text-charcoal-900/80">
          Up to {MAX_FILES} photos or videos: images up to 10MB, videos up to 50MB.
        </p>
        <input
          ref={fileInput}
          id="review-files"
          type="file"
          name="files"
          multiple
          accept={ACCEPT}
          onChange={chose}
          aria-describedby={describedBy('files')}
          className="mt-3 max-w-full text-sm"
        />
        {fileCount > 0 && (
          <p className="mt-2 text-sm font-semibold" aria-live="polite">
            {fileCount} {fileCount === 1 ? 'file' : 'files'} chosen
          </p>
        )}
        {fieldError('files')}
      </DropZone>

      {error && (
        <p
          id="review-error"
          role="alert"
          className="rounded-md bg-red-50 p-3 font-medium text-red-800"
        >
          {error}
        </p>
      )}
      <button type="submit" disabled={sending} className={`${ctaButtonLight} w-full sm:w-auto`}>
        {sending ? 'Sending…' : 'Send my review'}
      </button>
    </form>
  )
}
