'use client'

import {
  Button,
  Drawer,
  PublishButton,
  toast,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormFields,
  useModal,
  useServerFunctions,
} from '@payloadcms/ui'
import type { PublishButtonClientProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { useCallback, useEffect, useId, useState } from 'react'

import '@/features/publishing/admin/publishing.css'
import { isScheduled } from '@/features/publishing/scheduled'
import {
  coloradoLocalInput,
  scheduleInstant,
  scheduleTypes,
  type ScheduleType,
} from '@/features/publishing/schedule'
import { COLORADO_TIME_ZONE, formatWhen } from '@/lib/time/colorado'

type Upcoming = { id: number | string; input: { type: ScheduleType }; waitUntil: string }

const LABELS: Record<ScheduleType, string> = { publish: 'Publish', unpublish: 'Unpublish' }

/**
 * The studio's publish button with a Schedule button beside it, in sight (Payload's own schedule
 * hides in the arrow beside "Publish changes", and its drawer starts on Unpublish for a post
 * never published). Ours starts on Publish, offers Unpublish only for a published document, and
 * takes the day and time on Colorado's clock, named, whatever zone the browser is in.
 *
 * A document not yet on the site (a new one too, before any save) is scheduled by publishing it
 * with that publish date: visitors see it from then on (access/publishedOrSignedIn.ts), and the
 * status says "Scheduled for …". A published one schedules its next changes, or its unpublishing,
 * on Payload's job queue.
 */
export function PublishWithSchedule(props: PublishButtonClientProps) {
  const { id, collectionSlug, hasPublishedDoc, hasPublishPermission } = useDocumentInfo()
  const { isModalOpen, openModal } = useModal()
  const drawer = `colorado-schedule-${collectionSlug}-${id ?? 'new'}`
  return (
    <div className="publish-schedule">
      {hasPublishPermission && collectionSlug && (
        <>
          <Button
            buttonStyle="secondary"
            size="medium"
            id="schedule-colorado"
            onClick={() => openModal(drawer)}
          >
            Schedule
          </Button>
          {/* Mounted while open: each opening starts afresh, on Publish. */}
          {isModalOpen(drawer) && <ScheduleDrawer slug={drawer} />}
        </>
      )}
      {/* "Publish changes" only where there is a published version to change. */}
      <PublishButton {...props} label={hasPublishedDoc ? undefined : 'Publish'} />
    </div>
  )
}

function ScheduleDrawer({ slug }: { slug: string }) {
  const {
    id,
    collectionSlug,
    docConfig,
    hasPublishedDoc,
    savedDocumentData,
    setHasPublishedDoc,
    setUnpublishedVersionCount,
  } = useDocumentInfo()
  // The title as typed now (Payload's document title says "[Untitled]" until a new one is saved).
  const useAsTitle = (docConfig as { admin?: { useAsTitle?: string } } | undefined)?.admin
    ?.useAsTitle
  const typedTitle = useFormFields(([fields]) => {
    const value = useAsTitle ? fields[useAsTitle]?.value : undefined
    return typeof value === 'string' ? value.trim() : ''
  })
  const { closeModal } = useModal()
  const { submit } = useForm()
  const { config } = useConfig()
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions()
  // Not on the site yet (never published, or published with a date still ahead): scheduling sets
  // the publish date and publishes, with the form's own checks of a published document.
  const datedAhead = hasPublishedDoc && isScheduled(savedDocumentData?.publishedAt)
  const byDate = !hasPublishedDoc || datedAhead
  const types = scheduleTypes(hasPublishedDoc && !datedAhead)
  const [type, setType] = useState<ScheduleType>('publish')
  const [when, setWhen] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  // An unsaved document has nothing scheduled.
  const [upcoming, setUpcoming] = useState<Upcoming[] | null>(id === undefined ? [] : null)
  const inputId = useId()

  const load = useCallback(async () => {
    if (id === undefined) return
    const docs = (await getUpcomingScheduledPublish({ id, collectionSlug })) as Upcoming[]
    setUpcoming(docs)
  }, [collectionSlug, getUpcomingScheduledPublish, id])

  useEffect(() => {
    let live = true
    if (id === undefined) return
    getUpcomingScheduledPublish({ id, collectionSlug }).then(
      (docs) => live && setUpcoming(docs as Upcoming[]),
      () => live && setUpcoming([]),
    )
    return () => {
      live = false
    }
  }, [collectionSlug, getUpcomingScheduledPublish, id])

  const save = async () => {
    const chosen = scheduleInstant(when)
    if (!chosen.ok) {
      setError(chosen.error)
      return
    }
    if (!types.includes(type) || !collectionSlug) return
    setBusy(true)
    setError('')
    if (byDate) {
      // Published with the date ahead: saved now, on the site at that time.
      const action = formatAdminURL({
        apiRoute: config.routes.api,
        path: `/${collectionSlug}${id === undefined ? '' : `/${id}`}?depth=0`,
      })
      const saved = await submit({
        action,
        overrides: {
          _status: 'published',
          publishedAt: chosen.date.toISOString(),
          publishedAt_tz: COLORADO_TIME_ZONE,
        },
      })
      setBusy(false)
      // Refused too (a required field left empty): the form shows what is missing, and its message.
      closeModal(slug)
      if (!saved || !saved.res.ok) return
      setHasPublishedDoc(true)
      setUnpublishedVersionCount(0)
      return
    }
    if (id === undefined) return
    try {
      const answer = (await schedulePublish({
        type,
        date: chosen.date,
        doc: { relationTo: collectionSlug, value: String(id) },
        timezone: COLORADO_TIME_ZONE,
      })) as { error?: string } | undefined
      if (answer?.error) throw new Error(answer.error)
      toast.success(`${LABELS[type]} scheduled for ${formatWhen(chosen.date)}`)
      setWhen('')
      await load()
      closeModal(slug)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Scheduling failed.')
    } finally {
      setBusy(false)
    }
  }

  const remove = async (job: Upcoming) => {
    setBusy(true)
    try {
      await schedulePublish({ deleteID: job.id })
      await load()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Drawer slug={slug} title={typedTitle ? `Schedule “${typedTitle}”` : 'Schedule'}>
      <div className="publish-schedule__drawer" data-testid="schedule-drawer">
        <fieldset className="publish-schedule__types">
          <legend>What happens</legend>
          {types.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${slug}-type`}
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
                disabled={busy}
              />{' '}
              {value === 'publish'
                ? hasPublishedDoc
                  ? 'Publish the latest changes'
                  : 'Publish'
                : 'Unpublish (take it off the site)'}
            </label>
          ))}
        </fieldset>
        <label htmlFor={inputId} className="publish-schedule__label">
          Day and time, Colorado time (Mountain Time)
        </label>
        <input
          id={inputId}
          className="publish-schedule__when"
          type="datetime-local"
          step={300}
          min={coloradoLocalInput(new Date())}
          value={when}
          onChange={(event) => setWhen(event.target.value)}
          disabled={busy}
        />
        {error && (
          <p role="alert" className="publish-schedule__error">
            {error}
          </p>
        )}
        <div className="publish-schedule__actions">
          <Button buttonStyle="primary" onClick={() => void save()} disabled={busy}>
            {busy ? 'Saving…' : `Schedule ${LABELS[type].toLowerCase()}`}
          </Button>
        </div>
        <h4>Coming up</h4>
        {datedAhead && (
          <p data-testid="scheduled-by-date">
            On the site {formatWhen(savedDocumentData?.publishedAt)}. A new time here moves it; to
            keep it off the site, press Unpublish.
          </p>
        )}
        {upcoming === null ? (
          <p>Loading…</p>
        ) : upcoming.length === 0 ? (
          datedAhead ? null : (
            <p>Nothing scheduled.</p>
          )
        ) : (
          <ul className="publish-schedule__upcoming">
            {upcoming.map((job) => (
              <li key={String(job.id)}>
                {LABELS[job.input.type]} · {formatWhen(job.waitUntil)}{' '}
                <Button
                  buttonStyle="subtle"
                  size="small"
                  onClick={() => void remove(job)}
                  disabled={busy}
                >
                  Cancel
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Drawer>
  )
}
