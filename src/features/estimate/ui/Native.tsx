'use client'

import { useActionState, useEffect, type Ref } from 'react'

import {
  EstimateFormView,
  RESULT_ID,
  type EstimateConfirmation,
  type EstimateNotice,
  type FieldName,
} from '@/features/estimate/ui/View'
import { sendEstimate } from '@/features/estimate/server/action'
import { INITIAL_ESTIMATE_STATE, type EstimateActionState } from '@/features/estimate/formState'
import { ESTIMATE_FIELDS } from '@/features/estimate/fields'
import type { MinimumJob } from '@/features/estimate/pricing'

/** What the live form needs to know to take over: is a submission under way, and its result. */
export type NativeStatus = { pending: boolean; state: EstimateActionState }

export const noticeOf = (state: EstimateActionState): EstimateNotice | undefined =>
  state.status !== 'idle' && state.message
    ? { status: state.status, message: state.message }
    : undefined

/** After a success: what was sent, kept on the page (the live form takes it over). */
export const confirmationOf = (state: EstimateActionState): EstimateConfirmation | undefined =>
  state.status === 'success' && state.message && state.sent
    ? {
        message: state.message,
        estimate: state.estimate,
        sent: state.sent,
        booking: state.booking ? { lead: state.booking, place: state.place } : undefined,
      }
    : undefined

type Props = {
  headingLevel: 2 | 3
  /**
   * The page's own address (the home page, the calculator): where a submission made before the
   * page's JavaScript runs lands, at the result (see useActionState).
   */
  path: string
  formRef?: Ref<HTMLFormElement>
  onStatus?: (status: NativeStatus) => void
  onChoosePhotos?: () => void
  minimum?: MinimumJob | null
}

/**
 * The estimate form as the server draws it: a real form that can be filled at once and posts to
 * a server action, so it works without JavaScript; the page then shows the thank-you, or the
 * messages with what was typed. Lean on purpose (it is in the page's first load): no
 * react-hook-form, no zod, no toasts; ./Lazy.tsx swaps in the live form when its code arrives.
 */
export function EstimateFormNative({
  headingLevel,
  path,
  formRef,
  onStatus,
  onChoosePhotos,
  minimum,
}: Props) {
  const [state, formAction, pending] = useActionState(
    sendEstimate,
    INITIAL_ESTIMATE_STATE,
    `${path}#${RESULT_ID}`,
  )

  useEffect(() => {
    onStatus?.({ pending, state })
  }, [onStatus, pending, state])

  const controls = Object.fromEntries(
    ESTIMATE_FIELDS.map((name) => [name, { name, defaultValue: state.values[name] }]),
  ) as Record<FieldName, { name: string; defaultValue: string }>

  return (
    <EstimateFormView
      headingLevel={headingLevel}
      controls={controls}
      textMe={{ defaultChecked: state.values.textMe }}
      errors={state.errors}
      values={state.values}
      mediaCount={0}
      upload={onChoosePhotos && { onChoose: onChoosePhotos, disabled: pending }}
      submitting={pending}
      action={formAction}
      formRef={formRef}
      notice={noticeOf(state)}
      confirmation={confirmationOf(state)}
      minimum={minimum}
    />
  )
}
