import sharp from 'sharp'

/** A real PNG of the given size. */
export const makeImage = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 164, g: 82, b: 28 } } })
    .png()
    .toBuffer()
