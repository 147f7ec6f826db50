import type { Metadata } from 'next'

import { FilterForm } from '@/features/leads/photos/FilterForm'
import { Pagination } from '@/features/leads/photos/Pagination'
import { PhotoGrid } from '@/features/leads/photos/PhotoGrid'
import { getPayloadClient } from '@/lib/payload/client'
import { requireStaffPage } from '@/features/staff/access'
import { findLeadPhotos, parsePhotoQuery } from '@/features/leads/photos/photos'
import { searchOf, type PageSearchParams } from '@/utilities/searchParams'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Photos and videos' }

const PATH = '/log-home-photos'

type Props = { searchParams: Promise<PageSearchParams> }

/**
 * /log-home-photos: every photo and video homeowners sent (estimate form and chat), newest
 * first, 48 a page, filtered by the lead's status and source. Staff and admins only; the files
 * themselves come through Payload's access-checked file route.
 */
export default async function LogHomePhotosPage({ searchParams }: Props) {
  const params = await searchParams
  const search = searchOf(params)
  const user = await requireStaffPage(PATH + search)
  const query = parsePhotoQuery(params)
  const result = await findLeadPhotos(await getPayloadClient(), query, { user })
  const filtered = Boolean(query.status || query.source)
  const files = `${result.totalDocs} ${result.totalDocs === 1 ? 'file' : 'files'}`

  return (
    <>
      <h1 className="text-2xl font-semibold text-forest-900">Photos and videos from homeowners</h1>
      <p className="mt-2 max-w-3xl text-charcoal-900/80">
        What homeowners sent with the estimate form and in the chat, newest first. Select a picture
        to see it full size, or a name to open the lead in the studio.
      </p>

      <FilterForm key={search} query={query} path={PATH} />

      <p className="mt-5 text-sm font-semibold" data-testid="photos-count">
        {filtered
          ? `${files} ${result.totalDocs === 1 ? 'matches' : 'match'} these filters`
          : files}
      </p>

      {result.tiles.length === 0 ? (
        <p className="mt-6 rounded-lg bg-cream-50 p-6 ring-1 ring-black/10">
          {filtered ? (
            <>
              No photos or videos match these filters.{' '}
              <a href={PATH} className="focus-ring-light underline">
                Show all files
              </a>
              .
            </>
          ) : (
            'No photos or videos yet. Files homeowners send with the estimate form or in the chat show up here.'
          )}
        </p>
      ) : (
        <PhotoGrid key={search} tiles={result.tiles} />
      )}

      <Pagination query={query} page={result.page} totalPages={result.totalPages} path={PATH} />
    </>
  )
}
