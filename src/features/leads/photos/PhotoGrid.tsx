import { formatBytes } from '@/features/uploads/ui/media'
import { Lightbox, type LightboxItem } from '@/features/leads/photos/Lightbox'
import { FileIcon, PlayIcon } from '@/components/ui/icons'
import { labelOf, type PhotoTile } from '@/features/leads/photos/photos'
import { formatWhen } from '@/lib/time/colorado'

/** Tiles in the widest row: their pictures load at once, the rest as they scroll near. */
const FIRST_ROW = 4

export const leadHref = (id: number) => `/admin/collections/leads/${id}`

const lightboxItem = (tile: PhotoTile): LightboxItem => ({
  id: tile.id,
  url: tile.url,
  kind: tile.kind,
  name: tile.name,
  alt: tile.alt,
  drawable: tile.drawable,
  lead: tile.lead ? { name: tile.lead.name, href: leadHref(tile.lead.id) } : null,
})

/** What the tile's link shows: the thumbnail, or a plain tile for a video or an undrawable file. */
function Picture({ tile, index }: { tile: PhotoTile; index: number }) {
  if (tile.thumbnailUrl) {
    return (
      <>
        {/* eslint-disable-next-line @next/next/no-img-element -- private: Payload serves it to the signed-in user, the image optimizer could not fetch it */}
        <img
          src={tile.thumbnailUrl}
          alt={tile.alt}
          width={400}
          height={300}
          loading={index < FIRST_ROW ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[4/3] w-full object-cover"
        />
        <span className="sr-only">({tile.name}), open full size</span>
      </>
    )
  }
  const video = tile.kind === 'video'
  return (
    <span
      className={`flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 p-3 text-center ${
        video ? 'bg-forest-900 text-white' : 'bg-cream-100 text-charcoal-900'
      }`}
    >
      {video ? (
        <PlayIcon className="size-12 rounded-full bg-white/15 p-3" />
      ) : (
        <FileIcon className="size-10 text-forest-700" />
      )}
      <span className="sr-only">{video ? 'Play video' : `Open ${tile.alt}:`}</span>
      <span className="w-full truncate text-sm font-semibold">{tile.name}</span>
      {tile.filesize !== null && (
        <span className="text-xs opacity-85">{formatBytes(tile.filesize)}</span>
      )}
    </span>
  )
}

/**
 * The tiles, each linking to its original file (Payload's access-checked route): a plain link
 * without JavaScript, the lightbox with it.
 */
export function PhotoGrid({ tiles }: { tiles: PhotoTile[] }) {
  return (
    <Lightbox items={tiles.map(lightboxItem)}>
      <ul
        aria-label="Photos and videos"
        className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4"
      >
        {tiles.map((tile, index) => (
          <li
            key={tile.id}
            data-testid="photo-tile"
            className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-black/10"
          >
            <a
              href={tile.url}
              data-photo-id={tile.id}
              className="focus-ring-light block bg-cream-100"
            >
              <Picture tile={tile} index={index} />
            </a>
            <div className="p-3 text-sm">
              <p className="truncate font-semibold">
                {tile.lead ? (
                  <a
                    href={leadHref(tile.lead.id)}
                    className="focus-ring-light text-forest-700 underline underline-offset-2"
                  >
                    {tile.lead.name}
                  </a>
                ) : (
                  <span>No lead yet</span>
                )}
              </p>
              <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                <dt className="text-charcoal-900/75">Source</dt>
                <dd>{tile.source ? labelOf(tile.source) : 'Unknown'}</dd>
                <dt className="text-charcoal-900/75">Status</dt>
                <dd>{tile.lead ? labelOf(tile.lead.status) : 'No lead yet'}</dd>
                <dt className="text-charcoal-900/75">Sent</dt>
                <dd>
                  <time dateTime={tile.createdAt}>{formatWhen(tile.createdAt)}</time>
                </dd>
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </Lightbox>
  )
}
