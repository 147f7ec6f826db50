'use client'

import {
  Button,
  toast,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormFields,
  useFormProcessing,
} from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'

type Choice = 'approved' | 'declined'

/**
 * On a homeowner's review waiting for the owner: Approve, which publishes it on the site (with
 * any correction typed into the form), and Decline, which keeps it off. Both save the form once.
 */
export function ReviewDecision() {
  const { id, setHasPublishedDoc, setUnpublishedVersionCount } = useDocumentInfo()
  const decision = useFormFields(([fields]) => fields.decision?.value)
  const { submit } = useForm()
  const processing = useFormProcessing()
  const {
    config: { routes },
  } = useConfig()
  if (id === undefined || decision !== 'waiting') return null

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
      <span>A homeowner’s review, waiting for you:</span>
      <Button
        buttonStyle="primary"
        size="medium"
        disabled={processing}
        onClick={() => void decide('approved')}
      >
        Approve
      </Button>
      <Button
        buttonStyle="secondary"
        size="medium"
        disabled={processing}
        onClick={() => void decide('declined')}
      >
        Decline
      </Button>
    </div>
  )
}
