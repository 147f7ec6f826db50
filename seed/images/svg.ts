/** The SVG document with its shared definitions, and the shapes every part draws with. */
import { n, n3 } from './util'

type Stop = [offset: number, color: string, opacity?: number]

/** The design space every scene is drawn in; other output sizes crop it ("slice"). */
export const VW = 1600
export const VH = 1000

export class Doc {
  private readonly defs: string[] = []
  private count = 0

  id(kind: string): string {
    this.count += 1
    return `${kind}${this.count.toString(36)}`
  }

  linear(
    stops: readonly Stop[],
    dir: readonly [number, number, number, number] = [0, 0, 0, 1],
    user = false,
  ): string {
    const id = this.id('g')
    const [x1, y1, x2, y2] = dir
    const f = user ? n : n3
    const units = user ? ' gradientUnits="userSpaceOnUse"' : ''
    this.defs.push(
      `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${units}>${stopsOf(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, user = false): string {
    const id = this.id('r')
    const f = user ? n : n3
    const units = user ? ' gradientUnits="userSpaceOnUse"' : ''
    this.defs.push(
      `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${units}>${stopsOf(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  clip(shape: string): string {
    const id = this.id('c')
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`)
    return `url(#${id})`
  }

  pattern(x: number, y: number, w: number, h: number, body: string): string {
    const id = this.id('p')
    this.defs.push(
      `<pattern id="${id}" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" patternUnits="userSpaceOnUse">${body}</pattern>`,
    )
    return `url(#${id})`
  }

  defsOf(): string {
    return `<defs>${this.defs.join('')}</defs>`
  }

  svg(body: string, width: number, height: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
      `viewBox="0 0 ${VW} ${VH}" preserveAspectRatio="xMidYMid slice">${this.defsOf()}${body}</svg>`
    )
  }
}

function stopsOf(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${n3(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n3(a)}"`}/>`,
    )
    .join('')
}

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra = '',
): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${extra}/>`

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`

/** Fill or stroke opacity; cheaper to render than element opacity, which needs its own layer. */
export const op = (o: number): string => ` fill-opacity="${n3(o)}"`
export const ops = (o: number): string => ` stroke-opacity="${n3(o)}"`
