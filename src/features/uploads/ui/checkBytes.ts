import type { SniffedMedia } from '@/features/uploads/rules'

/**
 * Reads the first bytes of each chosen file and says what they are, as the server will
 * (features/uploads/sniff): a text file named .jpg is refused when it is chosen, not on submit.
 * The sniffer's code loads with the first file chosen. A file the browser cannot read (moved
 * or deleted since it was picked) counts as not media.
 */
export async function sniffFiles(files: readonly File[]): Promise<(SniffedMedia | null)[]> {
  const { SNIFF_BYTES, sniffMedia } = await import('@/features/uploads/sniff')
  return Promise.all(
    files.map(async (file) => {
      try {
        return await sniffMedia(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))
      } catch {
        return null
      }
    }),
  )
}
