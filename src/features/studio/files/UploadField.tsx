'use client'

import { MetaImageComponent } from '@payloadcms/plugin-seo/client'
import {
  Button,
  FieldDescription,
  FieldError,
  FieldLabel,
  UploadField,
  useConfig,
  useDocumentDrawer,
  useField,
} from '@payloadcms/ui'
import type { DefaultDocumentIDType, UploadFieldClientProps, Validate } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { useCallback, useEffect, useState, type ComponentType } from 'react'

import { ChosenFile, type FileDoc } from '@/features/studio/files/ChosenFile'

type Value = number | string | { id?: number | string } | null | undefined

const idOf = (value: Value) => (value && typeof value === 'object' ? value.id : value) ?? null

/**
 * A document's field holding one file (a cover image, a logo): Payload's own field to choose or
 * upload one, and once chosen, the file in words (ChosenFile) with Edit and Remove, where
 * Payload writes "119KB — 1600x1000 — image/jpeg" (its card has no option for other words).
 * Removing it gives Payload's field back.
 */
function ChosenOr({
  Empty,
  ...props
}: UploadFieldClientProps & { Empty: ComponentType<UploadFieldClientProps> }) {
  const { field, path: pathFromProps, readOnly, validate } = props
  const relationTo = Array.isArray(field.relationTo) ? null : field.relationTo
  // Checked as Payload's own field checks it (a required file).
  const required = field.required
  const checked = useCallback<Validate>(
    (value, options) =>
      typeof validate === 'function'
        ? validate(value, { ...options, required } as Parameters<typeof validate>[1])
        : true,
    [validate, required],
  )
  const { path, setValue, showError, value } = useField<Value>({
    potentiallyStalePath: pathFromProps,
    validate: checked,
  })
  const id = idOf(value)
  const {
    config: { routes },
  } = useConfig()
  const [doc, setDoc] = useState<FileDoc | null>(null)
  const [DocumentDrawer, , { openDrawer }] = useDocumentDrawer({
    collectionSlug: relationTo ?? '',
    id: (id ?? undefined) as DefaultDocumentIDType | undefined,
  })

  useEffect(() => {
    if (id === null || !relationTo) return
    const controller = new AbortController()
    fetch(formatAdminURL({ apiRoute: routes.api, path: `/${relationTo}/${id}?depth=0` }), {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((found: FileDoc | null) => setDoc(found))
      .catch(() => {})
    return () => controller.abort()
  }, [id, relationTo, routes.api])

  // Polymorphic or empty: Payload's field as it is.
  if (id === null || !relationTo) return <Empty {...props} />
  const shown = doc && String(doc.id) === String(id) ? doc : null
  return (
    <div className="field-type upload" id={`field-${path.replace(/\./g, '__')}`}>
      <FieldLabel label={field.label} path={path} required={field.required} />
      <div className="upload__wrap">
        <FieldError path={path} showError={showError} />
      </div>
      <div className="upload__dropzoneAndUpload">
        {shown ? (
          <ChosenFile doc={shown} collectionSlug={relationTo}>
            {!readOnly && (
              <>
                <Button buttonStyle="subtle" size="small" onClick={openDrawer}>
                  Edit
                </Button>
                <Button buttonStyle="subtle" size="small" onClick={() => setValue(null)}>
                  Remove
                </Button>
              </>
            )}
          </ChosenFile>
        ) : (
          <p className="upload-relationship-details">Loading…</p>
        )}
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
      <DocumentDrawer onSave={({ doc: saved }) => setDoc(saved as FileDoc)} />
    </div>
  )
}

/** An upload field: Payload's own while empty. */
export const FileField = (props: UploadFieldClientProps) => (
  <ChosenOr {...props} Empty={UploadField} />
)

/** The SEO tab's image: the SEO plugin's own while empty (its "No image" hint). */
export const MetaImageField = (props: UploadFieldClientProps) => (
  <ChosenOr {...props} Empty={MetaImageComponent as ComponentType<UploadFieldClientProps>} />
)
