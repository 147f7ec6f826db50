'use client'

import { Thumbnail } from '@payloadcms/ui'
import type { ReactNode } from 'react'

import { fileWords, type FileFacts } from '@/features/studio/files/words'

export type FileDoc = FileFacts & {
  id?: number | string
  filename?: string | null
  alt?: string | null
  url?: string | null
  thumbnailURL?: string | null
  updatedAt?: string | null
}

/**
 * A stored file as the studio shows it in words: its picture, its name (a link to the file), and
 * "JPEG photo, 1600 × 1000, 119 KB" where Payload writes "119KB - 1600x1000 - image/jpeg"; the
 * controls beside it are the caller's. Payload's classes give it Payload's look.
 */
export function ChosenFile({
  doc,
  collectionSlug,
  children,
}: {
  doc: FileDoc
  collectionSlug: string
  children?: ReactNode
}) {
  return (
    <div className="upload-relationship-details" data-testid="chosen-file">
      <div className="upload-relationship-details__imageAndDetails">
        <Thumbnail
          className="upload-relationship-details__thumbnail"
          collectionSlug={collectionSlug}
          doc={doc}
          fileSrc={doc.thumbnailURL ?? doc.url ?? undefined}
          size="small"
        />
        <div className="upload-relationship-details__details">
          <p className="upload-relationship-details__filename">
            {doc.url ? (
              <a href={doc.url} target="_blank" rel="noreferrer">
                {doc.filename}
              </a>
            ) : (
              doc.filename
            )}
          </p>
          <p className="upload-relationship-details__meta">{fileWords(doc)}</p>
        </div>
      </div>
      {children && <div className="upload-relationship-details__actions">{children}</div>}
    </div>
  )
}
