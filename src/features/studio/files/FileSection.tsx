'use client'

import {
  Button,
  Drawer,
  EditDepthProvider,
  EditUpload,
  Upload,
  useDocumentInfo,
  useField,
  useForm,
  useModal,
  useUploadEdits,
} from '@payloadcms/ui'
import type { SanitizedCollectionConfig } from 'payload'
import { useEffect, useRef } from 'react'

import { ChosenFile, type FileDoc } from '@/features/studio/files/ChosenFile'

type UploadConfig = SanitizedCollectionConfig['upload']

/**
 * The slug of the drawer Payload's crop and focal point editor (EditUpload) closes itself, as
 * Payload's own file section names it (@payloadcms/ui elements/Upload `editDrawerSlug`, which the
 * package does not export).
 */
const EDIT_DRAWER = 'edit-upload'

/**
 * The file section of a picture or a homeowner's file in the studio (the collection's
 * `admin.components.edit.Upload`): Payload's own to choose the file of a new one; a stored one
 * in words (ChosenFile: "JPEG photo, 1600 × 1000, 119 KB", where Payload writes "119KB -
 * 1600x1000 - image/jpeg" and has no option for other words), with Payload's crop and focal
 * point editor and a file to replace it, both applied when the document is saved.
 */
export function FileSection() {
  const { collectionSlug, data, docConfig, docPermissions } = useDocumentInfo()
  const uploadConfig = (docConfig as { upload?: UploadConfig } | undefined)?.upload
  const doc = data as FileDoc | undefined
  if (!collectionSlug || !uploadConfig) return null
  if (!doc?.filename) return <Upload collectionSlug={collectionSlug} uploadConfig={uploadConfig} />
  return (
    <StoredFile
      collectionSlug={collectionSlug}
      doc={doc}
      uploadConfig={uploadConfig}
      // As Payload's own section: the file's controls for those who may change the document.
      changeable={Boolean(docPermissions?.update)}
    />
  )
}

function StoredFile({
  collectionSlug,
  doc,
  uploadConfig,
  changeable,
}: {
  changeable: boolean
  collectionSlug: string
  doc: FileDoc & { focalX?: number | null; focalY?: number | null }
  uploadConfig: UploadConfig
}) {
  const { setModified } = useForm()
  const { openModal } = useModal()
  const { uploadEdits, updateUploadEdits } = useUploadEdits()
  const { value: replacement, setValue } = useField<File | null>({ path: 'file' })
  const chooser = useRef<HTMLInputElement>(null)
  const picture = doc.mimeType?.startsWith('image/') && !replacement
  // As Payload's own section decides (crop on by default, the focal point with image sizes).
  const showCrop = uploadConfig.crop !== false
  const showFocalPoint =
    uploadConfig.focalPoint !== false &&
    (Boolean(uploadConfig.imageSizes?.length) ||
      Boolean(uploadConfig.resizeOptions) ||
      uploadConfig.focalPoint === true)
  const edited = Boolean(uploadEdits?.crop || uploadEdits?.focalPoint)
  // Saved (the document's data renewed): the file chosen is the stored one now.
  const saved = doc.updatedAt
  const kept = useRef(saved)
  useEffect(() => {
    if (kept.current === saved) return
    kept.current = saved
    setValue(null, true)
  }, [saved, setValue])

  return (
    <div
      className="field-type file-section"
      data-testid="file-section"
      style={{ marginBottom: 24 }}
    >
      <ChosenFile doc={doc} collectionSlug={collectionSlug}>
        {changeable && picture && (showCrop || showFocalPoint) && (
          <Button buttonStyle="secondary" size="small" onClick={() => openModal(EDIT_DRAWER)}>
            {showCrop ? 'Crop or set the focal point' : 'Set the focal point'}
          </Button>
        )}
        {changeable && (
          <Button buttonStyle="secondary" size="small" onClick={() => chooser.current?.click()}>
            Replace the file
          </Button>
        )}
        <input
          ref={chooser}
          aria-label="The new file"
          type="file"
          hidden
          accept={uploadConfig.mimeTypes?.join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) setValue(file)
          }}
        />
      </ChosenFile>
      {replacement instanceof File && (
        <p data-testid="file-replacement">
          New file: {replacement.name}. It replaces this one when you save.
        </p>
      )}
      {edited && <p>Your crop and focal point are applied when you save.</p>}
      {picture && (
        <EditDepthProvider>
          <Drawer Header={null} slug={EDIT_DRAWER}>
            <EditUpload
              fileName={doc.filename ?? ''}
              fileSrc={doc.url ?? ''}
              initialCrop={uploadEdits?.crop ?? undefined}
              initialFocalPoint={{
                x: uploadEdits?.focalPoint?.x || doc.focalX || 50,
                y: uploadEdits?.focalPoint?.y || doc.focalY || 50,
              }}
              onSave={(edits) => {
                setModified(true)
                updateUploadEdits(edits)
              }}
              showCrop={showCrop}
              showFocalPoint={showFocalPoint}
            />
          </Drawer>
        </EditDepthProvider>
      )}
    </div>
  )
}
