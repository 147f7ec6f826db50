'use client'

import {
  Button,
  PublishButton,
  toast,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormFields,
  useFormProcessing,
} from '@payloadcms/ui'
import type { PublishButtonClientProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

type Choice = 'approved' | 'declined'

/**
 * A testimonial's publish button. On a homeowner's review waiting for the owner it is the review's
 * one decision, where publishing always is: Approve, which publishes it on the site (with any
 * correction typed into the form), and Decline, which keeps it off. Both save the form once.
 * Any other testimonial has Payload's own publish button.
 */
export function ReviewPublishButton(props: PublishButtonClientProps) {
  const { id } = useDocumentInfo()
  const decision = useFormFields(([fields]) => fields.decision?.value)
  if (id === undefined || decision !== 'waiting') return <PublishButton {...props} />
  return <ReviewDecision id={id} />
}

function ReviewDecision({ id }: { id: number | string }) {
  const { setHasPublishedDoc, setUnpublishedVersionCount } = useDocumentInfo()
  const { submit } = useForm()
  const processing = useFormProcessing()
  const {
    config: { routes },
  } = useConfig()

  const decide = async (choice: Choice) => {
    const saved = await submit({
      action: formatAdminURL({ apiRoute: routes.api, path: `/testimonials/${id}?depth=0` }),
      overrides:
        choice === 'approved'
          ? { _status: 'published', decision: 'approved' }
          : { _status: 'draft', decision: 'declined' },
      disableSuccessStatus: true,
    })
    if (!saved || !saved.res.ok) return
    if (choice === 'approved') {
      setHasPublishedDoc(true)
      setUnpublishedVersionCount(0)
      toast.success('Approved: the review is on the site.')
    } else toast.success('Declined: the review stays off the site.')
  }

  return (
    <div className="review-decision" data-testid="review-decision">
      <Button
        buttonStyle="secondary"
        size="medium"
        margin={false}
        disabled={processing}
        onClick={() => void decide('declined')}
      >
        Decline
      </Button>
      <Button
        buttonStyle="primary"
        size="medium"
        margin={false}
        disabled={processing}
        onClick={() => void decide('approved')}
      >
        Approve
      </Button>
    </div>
  )
}
