'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useForm, useWatch, type Resolver } from 'react-hook-form'

import { MediaGrid } from '@/features/uploads/ui/MediaGrid'
import { createMediaItem, releaseMedia, type MediaItem } from '@/features/uploads/ui/media'
import { useFileDrop } from '@/features/uploads/ui/useFileDrop'
import {
  EstimateFormView,
  type EstimateConfirmation,
  type EstimateNotice,
  type FieldName,
} from '@/features/estimate/ui/View'
import { loadToastView, toast } from '@/components/ui/toast/store'
import { lazyComponent } from '@/components/ui/lazyComponent'
import { track } from '@/features/analytics/track'
import { submitEstimate } from '@/features/estimate/api'
import { ACCEPT, checkSelection, INVALID_FILE_TYPE, MAX_FILES } from '@/features/uploads/rules'
import { sniffFiles } from '@/features/uploads/ui/checkBytes'
import { sentSummary } from '@/features/estimate/formState'
import type { MinimumJob } from '@/features/estimate/pricing'
import {
  EMPTY_ESTIMATE_VALUES,
  ESTIMATE_FIELDS,
  estimateSchema,
  isEstimateField,
  normalizeSquareFootage,
  type EstimateFormValues,
  type EstimateRequest,
  valuesAfterSuccess,
} from '@/features/estimate/schema'

/** Spec section 8's texts for the toasts. */
export const SUCCESS_FALLBACK = 'Your detailed estimate has been sent to your email.'
export const FAILURE_FALLBACK = 'Failed to submit estimate. Please try again later.'

/**
 * The schema's own input type is stricter than what the form holds (the service type is one of four
 * values there, empty text here until chosen); the values it parses are the form's text values.
 */
const schemaResolver = zodResolver(estimateSchema) as unknown as Resolver<
  EstimateFormValues,
  unknown,
  EstimateRequest
>
/** '2,500' and '2 500' are numbers too, typed here or handed over from the server-drawn form. */
const resolver: typeof schemaResolver = (values, context, options) =>
  schemaResolver(
    { ...values, squareFootage: normalizeSquareFootage(values.squareFootage) },
    context,
    options,
  )

/**
 * What the live form takes over from the server-drawn form it replaces (see ./Lazy.tsx): the
 * fields as they were, the messages and the result shown, the focused control and its caret, and
 * whether the visitor asked for the file picker.
 */
export type Handover = {
  initialValues: Partial<EstimateFormValues>
  initialErrors: Partial<Record<FieldName, string>>
  initialNotice?: EstimateNotice
  initialConfirmation?: EstimateConfirmation
  initialFocus?: {
    id: string
    start: number | null
    end: number | null
    direction?: 'forward' | 'backward' | 'none'
  }
  openPicker?: boolean
}

export type EstimateFormProps = {
  headingLevel?: 2 | 3
  minimum?: MinimumJob | null
} & Partial<Handover>

const loadPreview = () => import('@/features/estimate/ui/PreviewDialog')
const MediaPreviewDialog = lazyComponent(loadPreview, (m) => m.MediaPreviewDialog)

/**
 * The estimate form (spec sections 2, 4, 5, 7 and 8): project details, photos and videos, contact
 * details; the estimated cost and a summary beside them. Validated with the schema the server
 * uses; sent as JSON, or as multipart with an upload progress bar when files are attached.
 */
export function EstimateForm(props: EstimateFormProps) {
  const { headingLevel = 2, initialValues, initialErrors, initialNotice, initialFocus } = props
  const { openPicker = false, minimum, initialConfirmation } = props
  const form = useForm<EstimateFormValues, unknown, EstimateRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: { ...EMPTY_ESTIMATE_VALUES, ...initialValues },
  })
  const { register, handleSubmit, control, reset, setError, getValues, formState } = form
  const values = useWatch({ control })
  // The server-drawn form's result stays until the next submission.
  const [notice, setNotice] = useState(initialNotice)
  // What was sent stays on the page until the visitor starts a new estimate (issue 28); meanwhile
  // the fields and files are locked as they were sent.
  const [confirmation, setConfirmation] = useState(initialConfirmation)
  const locked = Boolean(confirmation)

  const [media, setMedia] = useState<MediaItem[]>([])
  const [progress, setProgress] = useState<number | null>(null)
  const [preview, setPreview] = useState({ open: false, index: 0, mounted: false })
  const inputRef = useRef<HTMLInputElement>(null)
  const chooseRef = useRef<HTMLButtonElement>(null)
  const submitting = formState.isSubmitting

  // Preview addresses are freed when files leave the form, and all of them when it goes away.
  const mediaRef = useRef(media)
  useEffect(() => {
    mediaRef.current = media
  }, [media])
  useEffect(() => () => releaseMedia(mediaRef.current), [])

  // The first toast should not wait for its code.
  useEffect(() => {
    void loadToastView()
  }, [])

  // Taking over from the server-drawn form, before the first paint: its messages, then the focus
  // and the caret where they were.
  useLayoutEffect(() => {
    for (const [field, message] of Object.entries(initialErrors ?? {})) {
      if (isEstimateField(field) && message) setError(field, { type: 'server', message })
    }
    if (!initialFocus) return
    const target = document.getElementById(initialFocus.id)
    target?.focus({ preventScroll: true })
    if (
      initialFocus.start !== null &&
      initialFocus.end !== null &&
      (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
    ) {
      try {
        target.setSelectionRange(initialFocus.start, initialFocus.end, initialFocus.direction)
      } catch {
        // an input without a caret
      }
    }
    // Once, when the live form takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // "Choose photos or videos" pressed before this code was here: open the picker now.
  useEffect(() => {
    if (openPicker) inputRef.current?.click()
  }, [openPicker])

  const addFiles = async (files: FileList | null) => {
    const list = files ? Array.from(files) : []
    if (list.length === 0 || submitting || locked) return
    const checked = checkSelection(list, mediaRef.current.length)
    if (!checked.ok) {
      toast({ variant: 'destructive', ...checked.problem })
      return
    }
    // The first bytes decide, as on the server: a text file named .jpg is refused now, and one
    // bad file turns the whole selection away (spec section 5).
    const sniffed = await sniffFiles(checked.files.map(({ file }) => file))
    if (sniffed.some((media) => media === null)) {
      toast({ variant: 'destructive', ...INVALID_FILE_TYPE })
      return
    }
    if (checked.problem) toast({ variant: 'destructive', ...checked.problem })
    const room = Math.max(0, MAX_FILES - mediaRef.current.length)
    const items = checked.files
      .slice(0, room)
      .map(({ file }, index) => createMediaItem(file, sniffed[index]?.kind ?? 'image'))
    setMedia((current) => [...current, ...items])
  }

  const removeMedia = (id: string) => {
    const at = media.findIndex((item) => item.id === id)
    // The files being sent stay until the answer comes, and the files sent until a new estimate.
    if (at < 0 || submitting || locked) return
    releaseMedia([media[at]])
    const left = media.filter((item) => item.id !== id)
    setMedia(left)
    setPreview((current) =>
      left.length === 0
        ? { ...current, open: false, index: 0 }
        : { ...current, index: Math.min(current.index, left.length - 1) },
    )
  }

  const drop = useFileDrop(addFiles, { refusing: submitting || locked })
  const upload = {
    dragging: drop.dragging,
    drop: drop.handlers,
    disabled: submitting || locked,
    chooseRef,
    onChoose: () => inputRef.current?.click(),
    input: (
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        data-testid="file-input"
        onChange={(event) => {
          const input = event.currentTarget
          // The same file can be chosen again after it was removed.
          void addFiles(input.files).finally(() => (input.value = ''))
        }}
      />
    ),
  }

  const onSubmit = async (data: EstimateRequest) => {
    const files = media.map((item) => item.file)
    const sent = sentSummary(getValues(), files.length)
    if (files.length) setProgress(0)
    const outcome = await submitEstimate(data, files, files.length ? setProgress : undefined)
    setProgress(null)
    if (outcome.ok) {
      track('estimate_submitted')
      // The toast says it (spec section 8); the confirmation shows what was sent, not the same words.
      toast({ title: 'Estimate Submitted', description: outcome.message || SUCCESS_FALLBACK })
      setConfirmation({
        estimate: outcome.estimate,
        sent,
        booking: outcome.booking
          ? {
              lead: outcome.booking,
              place: data.location || undefined,
              contact: { name: data.name, email: data.email, phone: data.phone },
            }
          : undefined,
      })
      return
    }
    let first = true
    for (const [field, messages] of Object.entries(outcome.issues ?? {})) {
      if (!isEstimateField(field) || !messages[0]) continue
      setError(field, { type: 'server', message: messages[0] }, { shouldFocus: first })
      first = false
    }
    toast({
      variant: 'destructive',
      title: 'Error',
      description: outcome.error || FAILURE_FALLBACK,
    })
  }

  const controls = Object.fromEntries(
    ESTIMATE_FIELDS.map((name) => [name, register(name)]),
  ) as Record<FieldName, ReturnType<typeof register>>

  const errors = Object.fromEntries(
    ESTIMATE_FIELDS.flatMap((name) => {
      const message = formState.errors[name]?.message
      return message ? [[name, message]] : []
    }),
  ) as Partial<Record<FieldName, string>>

  /**
   * "Start a new estimate" (spec section 4's clearing, done when asked): all but the service and
   * the area cleared, the media emptied, the form open again at its first field.
   */
  const startNewEstimate = () => {
    flushSync(() => {
      reset(valuesAfterSuccess(getValues()))
      releaseMedia(media)
      setMedia([])
      setPreview((current) => ({ ...current, open: false, index: 0 }))
      setNotice(undefined)
      setConfirmation(undefined)
    })
    document.getElementById('estimate-serviceType')?.focus()
  }

  const current = media[Math.min(preview.index, media.length - 1)]

  return (
    <>
      <EstimateFormView
        headingLevel={headingLevel}
        controls={controls}
        textMe={register('textMe')}
        errors={errors}
        values={values}
        mediaCount={media.length}
        upload={upload}
        submitting={submitting}
        progress={progress}
        onSubmit={(event) => {
          setNotice(undefined)
          return handleSubmit(onSubmit)(event)
        }}
        notice={notice}
        minimum={minimum}
        confirmation={confirmation}
        onNewEstimate={startNewEstimate}
        media={
          <MediaGrid
            items={media}
            disabled={submitting || locked}
            onOpen={(index) => setPreview({ open: true, index, mounted: true })}
            onRemove={removeMedia}
            onIntent={() => void loadPreview()}
          />
        }
      />
      {preview.mounted && media.length > 0 && (
        <Suspense>
          <MediaPreviewDialog
            items={media}
            index={preview.index}
            open={preview.open}
            onOpenChange={(open) => setPreview((state) => ({ ...state, open }))}
            onIndexChange={(index) => setPreview((state) => ({ ...state, index }))}
            onDelete={removeMedia}
            onCloseAutoFocus={(event) => {
              // Back to the thumbnail shown last, or to the upload button when it was deleted.
              event.preventDefault()
              const thumb = current
                ? document.querySelector<HTMLElement>(
                    `[data-media-id="${current.id}"] [data-testid="media-thumb"]`,
                  )
                : null
              ;(thumb ?? chooseRef.current)?.focus()
            }}
          />
        </Suspense>
      )}
    </>
  )
}
