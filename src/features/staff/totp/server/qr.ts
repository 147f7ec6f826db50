import { renderSVG } from 'uqr'

/**
 * The setup's QR code, drawn on the server (uqr, no dependencies) as an SVG image in a `data:`
 * address: the browser gets a picture, and no QR code library. Black on white with a quiet
 * border, whatever the studio's theme.
 */
export function qrImage(text: string): string {
  const svg = renderSVG(text, { ecc: 'M', border: 2, pixelSize: 8 })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
