import type { Metadata } from 'next'

import { UploadTest } from '@/features/uploads/test-page'
import { requireStaffPage } from '@/features/staff/access'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Upload test' }

/**
 * /file-upload-test: runs chosen files through the public forms' upload rules, in the browser
 * and on the server, and shows what each decided. Staff and admins only; nothing is stored.
 */
export default async function FileUploadTestPage() {
  await requireStaffPage('/file-upload-test')
  return (
    <>
      <h1 className="text-2xl font-semibold text-forest-900">Upload test</h1>
      <p className="mt-2 max-w-3xl text-charcoal-900/80">
        See what the estimate form and the chat would do with a file: the browser’s check first,
        then the server’s, which judges the type by the file’s bytes and counts its size. No lead is
        created and no file is kept.
      </p>
      <noscript>
        <p className="mt-4 font-semibold">This tool needs JavaScript to choose and send files.</p>
      </noscript>
      <UploadTest />
    </>
  )
}
