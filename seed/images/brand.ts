/** The brand's pictures: the logo and the default share image, both around one mark. */
import sharp from 'sharp'

import { houseScene } from './scenes/house'
import { circle, Doc, rect, VH } from './svg'
import { n } from './util'

const SHARE_VARIANT = 7

function escapeXml(s: string): string {
  return s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )
}

/** Rough advance widths (em) for wrapping; generous, so real fonts never overflow. */
function textWidth(s: string, size: number, serif: boolean): number {
  let w = 0
  for (const ch of s) {
    if (ch === ' ') w += 0.32
    else if ("iljtfr.,:;!|'".includes(ch)) w += serif ? 0.4 : 0.33
    else if ('mwMW@'.includes(ch)) w += serif ? 1.05 : 0.92
    else if (ch >= 'A' && ch <= 'Z') w += serif ? 0.82 : 0.7
    else w += serif ? 0.66 : 0.6
  }
  return w * size
}

function wrap(text: string, size: number, max: number, serif: boolean): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let cur = ''
  for (const word of words) {
    const next = cur ? `${cur} ${word}` : word
    if (cur && textWidth(next, size, serif) > max) {
      lines.push(cur)
      cur = word
    } else cur = next
  }
  if (cur) lines.push(cur)
  return lines
}

function fitLines(
  text: string,
  sizes: readonly number[],
  max: number,
  maxLines: number,
  serif: boolean,
): { size: number; lines: string[] } {
  for (const s of sizes) {
    const lines = wrap(text, s, max, serif)
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, s, serif) <= max))
      return { size: s, lines }
  }
  const s = sizes[sizes.length - 1] ?? 30
  const lines = wrap(text, s, max, serif).slice(0, maxLines)
  const last = lines[lines.length - 1]
  if (last !== undefined) {
    let t = last
    while (t.length > 1 && textWidth(`${t}…`, s, serif) > max) t = t.slice(0, -1)
    const cut = wrap(text, s, max, serif).length > maxLines || t !== last
    lines[lines.length - 1] = cut ? `${t.replace(/[\s,.;:]+$/, '')}…` : t
  }
  return { size: s, lines }
}

/** The mark used in the logo and the share image: peaks behind a log cabin gable. Spans x 56-456, y 112-428. */
function markSvg(doc: Doc): string {
  const cream = '#f3e6cc'
  const logs = doc.linear([
    [0, '#f3c877'],
    [0.45, '#dc9a45'],
    [1, '#a0622a'],
  ])
  const out: string[] = []
  out.push(
    '<path d="M56 372L184 150L238 222L318 112L456 372Z" fill="#86a791"/>' +
      '<path d="M318 112L456 372H372L334 236Z M184 150L238 222L214 252L196 196Z" fill="#0b1f14" fill-opacity="0.18"/>' +
      `<path d="M184 150L217 194L204 187L193 201L179 187L159 194Z M318 112L348 168L334 159L321 175L305 158L291 167L277 168Z" fill="${cream}"/>`,
  )
  // Gable face with log courses, and a lit window.
  const tri = doc.clip('<path d="M132 322L256 206L380 322Z"/>')
  const gable: string[] = [rect(120, 200, 272, 130, '#4a2f18')]
  for (let i = 0; i < 5; i++) gable.push(rect(120, 300 - i * 24, 272, 20, logs, ' rx="9"'))
  gable.push(rect(241, 254, 30, 24, '#f6c768', ' rx="2"'))
  gable.push('<path d="M256 254v24M241 266h30" stroke="#4a2f18" stroke-width="3"/>')
  out.push(`<g clip-path="${tri}">${gable.join('')}</g>`)
  // Wall of logs with tails and round ends at the corners.
  out.push(rect(150, 320, 212, 100, '#4a2f18'))
  for (let i = 0; i < 4; i++) out.push(rect(128, 322 + i * 25, 256, 21, logs, ' rx="10"'))
  for (const y of [345, 370, 395]) {
    for (const x of [152, 360]) {
      out.push(
        circle(x, y, 12.5, '#f5d9a3') +
          `<circle cx="${x}" cy="${y}" r="12" fill="none" stroke="#8a531f" stroke-width="2.5"/>` +
          `<circle cx="${x}" cy="${y}" r="6" fill="none" stroke="#c08a4c" stroke-width="1.6"/>`,
      )
    }
  }
  out.push(rect(234, 350, 44, 72, '#2b1d12', ' rx="3"'))
  out.push(circle(268, 388, 3.5, '#e0a54c'))
  // Roof.
  out.push(`<path d="M94 324L256 172L418 324H384L256 204L128 324Z" fill="${cream}"/>`)
  out.push(rect(112, 420, 288, 8, '#0b1f14', ' rx="4" fill-opacity="0.35"'))
  return out.join('')
}

/** A 1200×630 social share image: a restored log home beside a forest-green title panel. */
export async function renderShareImage(title: string, subtitle: string): Promise<Buffer> {
  const doc = new Doc()
  const scene = houseScene(doc, SHARE_VARIANT, false)
  // Fit the full height and put the house in the middle of the visible part (left of the panel).
  const k = 630 / VH
  const vbW = 720 / k
  const vbX = scene.focus - 318 / k
  const panelX = 640
  const textX = 700
  const maxW = 1200 - textX - 56
  const t = fitLines(title, [58, 54, 50, 46, 42, 38, 34], maxW, 4, true)
  const sub = fitLines(subtitle, [26, 24, 22, 20], maxW, 3, false)
  const tLead = t.size * 1.16
  const sLead = sub.size * 1.4
  const block = 51 + 30 + t.lines.length * tLead + 22 + sub.lines.length * sLead
  let y = Math.max(70, (630 - block) / 2)
  const text: string[] = []
  const mark = `<g transform="translate(${textX} ${n(y)}) scale(0.16) translate(-56 -112)">${markSvg(doc)}</g>`
  y += 51 + 30
  t.lines.forEach((line, i) => {
    text.push(
      `<text x="${textX}" y="${n(y + t.size * 0.8 + i * tLead)}" font-family="Georgia, serif" font-size="${t.size}" font-weight="bold" fill="#f6efe2">${escapeXml(line)}</text>`,
    )
  })
  y += t.lines.length * tLead + 6
  text.push(rect(textX, y, 72, 4, '#e0a54c'))
  y += 22
  sub.lines.forEach((line, i) => {
    text.push(
      `<text x="${textX}" y="${n(y + sub.size * 0.9 + i * sLead)}" font-family="sans-serif" font-size="${sub.size}" fill="#cfe0d2">${escapeXml(line)}</text>`,
    )
  })
  const panel = doc.linear(
    [
      [0, '#21402f'],
      [1, '#142a1f'],
    ],
    [0, 0, 1, 1],
  )
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">${doc.defsOf()}` +
    `<svg x="0" y="0" width="720" height="630" viewBox="${n(vbX)} 0 ${n(vbW)} ${VH}">${scene.body}</svg>` +
    `<path d="M${panelX + 40} 0H1200V630H${panelX - 20}Z" fill="${panel}"/>` +
    `<path d="M${panelX + 40} 0L${panelX - 20} 630" stroke="#e0a54c" stroke-width="3" stroke-opacity="0.8"/>` +
    mark +
    text.join('') +
    `</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

/** A 512×512 PNG logo mark on a dark green round badge (transparent corners). */
export async function renderLogo(): Promise<Buffer> {
  const doc = new Doc()
  const bg = doc.radial(
    [
      [0, '#2b5440'],
      [1, '#17311f'],
    ],
    0.5,
    0.4,
    0.7,
  )
  const mark = markSvg(doc)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${doc.defsOf()}` +
    circle(256, 256, 250, bg) +
    `<circle cx="256" cy="256" r="232" fill="none" stroke="#e0a54c" stroke-width="5" stroke-opacity="0.85"/>` +
    `<g transform="translate(256 262) scale(0.86) translate(-256 -270)">${mark}</g>` +
    `</svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}
