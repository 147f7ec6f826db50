import type { ReactNode } from 'react'

import { UploadIcon } from '@/components/ui/icons-form'
import type { DropHandlers } from '@/features/uploads/ui/useFileDrop'

/**
 * The dashed area files are dropped on (the estimate form's photos, the staff upload test), with
 * the upload icon on top. No state of its own: `useFileDrop` gives `dragging` and the handlers,
 * and the server-drawn form, which takes no drop, gives neither. `className` adds the spacing.
 */
export function DropZone(props: {
  testId: string
  dragging?: boolean
  handlers?: DropHandlers
  className?: string
  children: ReactNode
}) {
  const { testId, dragging, handlers, className = '', children } = props
  return (
    <div
      data-testid={testId}
      data-dragging={dragging || undefined}
      {...handlers}
      className={`${className} flex flex-col items-center rounded-lg border-2 border-dashed px-4 py-6 text-center ${
        dragging ? 'border-forest-700 bg-forest-700/10' : 'border-charcoal-900/40 bg-cream-50'
      }`}
    >
      <UploadIcon className="size-8 text-forest-700" />
      {children}
    </div>
  )
}
