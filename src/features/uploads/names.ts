import { randomBytes } from 'crypto'

import { extensionOf } from '@/features/uploads/rules'

/** The longest name kept for display; the extension survives the cut. */
export const MAX_NAME_LENGTH = 120

// C0/C1 controls, and the bidirectional marks, embeddings, overrides and isolates that can make
// "photo\u202Egnp.exe" read as "photoexe.png".
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * The name a homeowner's file is shown under: the last path segment, without control or
 * bidirectional characters, at most MAX_NAME_LENGTH characters with its extension kept. Never
 * empty: `fallback` stands in for a name with nothing left.
 */
export function displayName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').normalize('NFC').replace(UNSAFE, '').split(/[/\\]/).pop()!.trim()
  if (!base || base === '.' || base === '..') return fallback
  const chars = [...base]
  if (chars.length <= MAX_NAME_LENGTH) return base
  const ext = extensionOf(base)
  const tail = ext && ext.length <= 10 ? `.${ext}` : ''
  return chars.slice(0, MAX_NAME_LENGTH - tail.length - 1).join('') + '…' + tail
}

/**
 * The name a file is stored under: a plain-ASCII form of its display name, a random suffix, so
 * two homeowners' "IMG_0001.jpg" arriving at the same moment cannot collide (Payload picks unique
 * names by looking first, which two requests can both pass), and the extension its bytes call
 * for, so a JPEG sent as "photo.exe" is kept as a .jpg.
 */
export function storedName(name: string, ext: string): string {
  const own = extensionOf(name)
  const stem = (own ? name.slice(0, -(own.length + 1)) : name)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase()
  const safeExt = ext
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 10)
  return `${stem || 'file'}-${randomBytes(6).toString('hex')}${safeExt ? `.${safeExt}` : ''}`
}
