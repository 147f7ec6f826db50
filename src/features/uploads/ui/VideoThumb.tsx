import { PlayIcon } from '@/components/ui/icons'

/**
 * A video's first frame with a play sign over it, filling a positioned box (the estimate form's
 * thumbnails, the upload test's previews).
 */
export function VideoThumb({ src, playSize }: { src: string; playSize: 'size-8' | 'size-9' }) {
  return (
    <>
      <video
        src={src}
        muted
        playsInline
        preload="metadata"
        className="size-full bg-charcoal-900 object-cover"
      />
      <span className="absolute inset-0 flex items-center justify-center">
        <PlayIcon className={`${playSize} rounded-full bg-black/65 p-2 text-white`} />
      </span>
    </>
  )
}
