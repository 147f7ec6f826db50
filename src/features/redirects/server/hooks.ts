import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload'

import { redirectsChanged } from '@/lib/revalidation'
import { serverUrl } from '@/lib/site/urls'
import { addressKey } from '@/lib/redirects/match'
import { pathFor } from '@/utilities/paths'
import type { Redirect } from '@/payload-types'

import {
  documentAt,
  isCodePage,
  LISTING_OF,
  REDIRECT_COLLECTIONS,
  siteAddressOf,
  type RedirectCollection,
} from '../addresses'
import { isLiveDoc, targetPath } from './table'

type RedirectData = Partial<Pick<Redirect, 'from' | 'to' | 'type' | 'note'>>
type Reference = { relationTo: RedirectCollection; value: number | { id: number } }

/**
 * A refused save, in the shape of Payload's ValidationError (the field's message under the field)
 * but with the reason itself as the error's message, which the studio shows in its toast. The
 * toast is what keeps the reason on screen: a form-state answer the studio asked for before the
 * press (while the owner typed) can arrive after the refusal and clear the field's message again
 * (Payload 3.90's Form merges it without validation).
 */
const refuse = (path: string, message: string): never => {
  throw new APIError(message, 400, { collection: 'redirects', errors: [{ path, message }] }, true)
}

/**
 * Before the fields' own validation (which says only "The following field is invalid"): an
 * address of another site is refused with its reason (see `refuse`).
 */
const checkAddresses: CollectionBeforeValidateHook<Redirect> = ({ data, originalDoc }) => {
  const site = serverUrl()
  const from = siteAddressOf(data?.from ?? originalDoc?.from ?? '', site)
  if (!from.ok) refuse('from', `The old address ${from.reason}`)
  const to = { ...originalDoc?.to, ...data?.to }
  if (to.type === 'custom') {
    const target = siteAddressOf(to.url ?? '', site, true)
    if (!target.ok) refuse('to.url', `The new address ${target.reason}`)
  }
  return data
}

/**
 * Whether an address shows a page now: one of the pages drawn by code, or a published document
 * at its route. Read through `req`, inside the change being made.
 */
export async function isLiveAddress(req: PayloadRequest, path: string): Promise<boolean> {
  if (isCodePage(path)) return true
  for (const { collection, slug } of documentAt(path)) {
    const { docs } = await req.payload.find({
      collection,
      where: { slug: { equals: slug } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    if (isLiveDoc(collection, docs[0] as never)) return true
  }
  return false
}

/** A reference's document, with its address fields, read through `req`. */
async function referenced(req: PayloadRequest, reference: Reference) {
  const id = typeof reference.value === 'object' ? reference.value.id : reference.value
  if (!REDIRECT_COLLECTIONS.includes(reference.relationTo)) return null
  return req.payload
    .findByID({
      collection: reference.relationTo,
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    .catch(() => null)
}

/** Where a redirect's target leads now (a path, maybe with a query), read through `req`. */
async function resolveTarget(req: PayloadRequest, to: RedirectData['to']): Promise<string | null> {
  if (!to) return null
  if (to.type === 'custom') return to.url ?? null
  const reference = to.reference as Reference | null | undefined
  if (!reference) return null
  const doc = await referenced(req, reference)
  if (!doc) return null
  return targetPath({
    type: 'reference',
    reference: { relationTo: reference.relationTo, value: doc },
  } as never)
}

const redirectFrom = async (req: PayloadRequest, from: string, not?: number | string) =>
  (
    await req.payload.find({
      collection: 'redirects',
      where: {
        from: { equals: from },
        ...(not !== undefined && { id: { not_equals: not } }),
      },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
  ).docs[0] as Redirect | undefined

/**
 * Before a redirect is saved: its addresses are this site's (a full address of this site becomes
 * its path), its address is not a live page (a redirect never hides one), it does not lead back
 * to itself, and when it leads to an address that is itself redirected it leads to where that one
 * leads instead (A→B with B→C is saved as A→C).
 */
const checkRedirect: CollectionBeforeChangeHook<Redirect> = async ({ data, originalDoc, req }) => {
  const site = serverUrl()
  const fromInput = data.from ?? originalDoc?.from ?? ''
  const from = siteAddressOf(fromInput, site)
  if (!from.ok) refuse('from', `The old address ${from.ok ? '' : from.reason}`)
  const fromPath = (from as { path: string }).path
  const to = { ...originalDoc?.to, ...data.to } as NonNullable<RedirectData['to']>
  if (to.type === 'custom') {
    const target = siteAddressOf(to.url ?? '', site, true)
    if (!target.ok) refuse('to.url', `The new address ${target.reason}`)
    to.url = (target as { path: string }).path
    to.reference = null
  } else if (!to.reference) {
    refuse('to.reference', 'Choose the page the old address leads to.')
  }
  if (await isLiveAddress(req, fromPath)) {
    refuse(
      'from',
      `${fromPath} is a live page of the site: a redirect from it would hide it. Unpublish or rename that page first.`,
    )
  }
  // Follow the target while it is redirected itself, to its end.
  const seen = new Set([fromPath])
  let target = await resolveTarget(req, to)
  for (let hops = 0; target; hops++) {
    const key = addressKey(target)
    if (seen.has(key)) {
      refuse(
        to.type === 'custom' ? 'to.url' : 'to.reference',
        key === fromPath
          ? `The redirect would lead back to ${fromPath} itself.`
          : `The redirect would go round in a loop: ${[...seen, key].join(' → ')}.`,
      )
    }
    seen.add(key)
    const next = await redirectFrom(req, key, originalDoc?.id)
    if (!next || hops >= 10) break
    Object.assign(to, { type: next.to?.type, url: next.to?.url, reference: next.to?.reference })
    target = await resolveTarget(req, to)
  }
  if (!target) refuse('to', 'The new address is missing.')
  return { ...data, from: fromPath, to }
}

/**
 * After a redirect is saved: redirects that led to its address lead where it leads (B→C saved
 * with A→B stored makes A→C), and the proxy's table is read again (lib/revalidation).
 */
const collapseInto: CollectionAfterChangeHook<Redirect> = async ({ doc, req, context }) => {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: {
      and: [
        { 'to.type': { equals: 'custom' } },
        {
          or: [{ 'to.url': { equals: doc.from } }, { 'to.url': { like: `${doc.from}?` } }],
        },
        { id: { not_equals: doc.id } },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const earlier of docs) {
    if (addressKey(earlier.to?.url ?? '') !== doc.from) continue
    await req.payload.update({
      collection: 'redirects',
      id: earlier.id,
      data: { to: { ...doc.to, reference: referenceOf(doc.to?.reference) } },
      overrideAccess: true,
      req,
      context,
    })
  }
  await redirectsChanged(req, `redirect ${doc.from}`)
  return doc
}

const referenceOf = (reference: NonNullable<Redirect['to']>['reference']) =>
  reference && typeof reference.value === 'object'
    ? ({ relationTo: reference.relationTo, value: reference.value.id } as never)
    : reference

const redirectDeleted: CollectionAfterDeleteHook<Redirect> = async ({ doc, req }) => {
  await redirectsChanged(req, `redirect ${doc?.from ?? ''} deleted`)
  return doc
}

/** The redirects collection's hooks (collections/Redirects). */
export const redirectHooks: CollectionConfig['hooks'] = {
  beforeValidate: [checkAddresses as CollectionBeforeValidateHook],
  beforeChange: [checkRedirect as CollectionBeforeChangeHook],
  afterChange: [collapseInto as CollectionAfterChangeHook],
  afterDelete: [redirectDeleted as CollectionAfterDeleteHook],
}

// ---- The content's own redirects ------------------------------------------------------------

/** Whether a public collection is redirectable (utilities/publicContent): FAQs, for one, are not. */
const withAddress = (slug: string): slug is RedirectCollection =>
  (REDIRECT_COLLECTIONS as readonly string[]).includes(slug)

type Doc = { id: number; slug?: string | null; _status?: string | null; hasPage?: boolean | null }
type Before = { path: string; live: boolean }

const beforeKey = (collection: string, id: number | string) =>
  `redirects.before.${collection}.${id}`

/** The document as visitors see it (its published row, not a newer draft), through `req`. */
const shownDoc = (req: PayloadRequest, collection: RedirectCollection, id: number) =>
  req.payload
    .findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true, req })
    .catch(() => null) as Promise<Doc | null>

/**
 * Makes (or points again) the redirect from `from`, as the site's own, with a note saying why. A
 * refusal (the old address is a page drawn by code, say) is logged and never fails the owner's
 * save.
 */
async function saveOwnRedirect(
  req: PayloadRequest,
  from: string,
  to: Redirect['to'],
  type: '301' | '302',
  note: string,
) {
  try {
    const existing = await redirectFrom(req, from)
    const data = { from, to, type, note }
    if (existing) {
      await req.payload.update({
        collection: 'redirects',
        id: existing.id,
        data,
        overrideAccess: true,
        req,
      })
    } else {
      await req.payload.create({ collection: 'redirects', data, overrideAccess: true, req })
    }
  } catch (error) {
    req.payload.logger.warn(
      { err: error },
      `Redirects: no redirect made from ${from} (${note.toLowerCase()})`,
    )
  }
}

/** A live page wins over a redirect from its address: the redirect is removed. */
async function removeRedirectFrom(req: PayloadRequest, path: string) {
  const existing = await redirectFrom(req, path)
  if (existing) {
    await req.payload.delete({
      collection: 'redirects',
      id: existing.id,
      overrideAccess: true,
      req,
    })
  }
}

const rememberBefore: CollectionBeforeChangeHook = async ({
  collection,
  operation,
  originalDoc,
  req,
}) => {
  const slug = collection.slug
  if (operation !== 'update' || !originalDoc?.id || !withAddress(slug)) return
  const shown = await shownDoc(req, slug, originalDoc.id)
  // On req.context as it is now: a Local API call through `req` replaces it with a copy.
  if (shown?.slug) {
    req.context[beforeKey(slug, originalDoc.id)] = {
      path: pathFor[slug](shown),
      live: isLiveDoc(slug, shown as never),
    } satisfies Before
  }
}

/**
 * After a public document is saved, compared with what visitors saw before: renamed, its old
 * address leads to it (301, following it through later renames); unpublished, its old address
 * leads to its listing (302: it may come back); shown at an address that had a redirect, the
 * redirect goes.
 */
const followDocument: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  const slug = collection.slug
  if (!withAddress(slug)) return doc
  const before = req.context[beforeKey(slug, doc.id)] as Before | undefined
  const now = await shownDoc(req, slug, doc.id)
  const live = isLiveDoc(slug, now as never)
  const path = now?.slug ? pathFor[slug](now) : null
  if (live && path) await removeRedirectFrom(req, path)
  if (!before?.live || (live && before.path === path)) return doc
  if (live && path) {
    await saveOwnRedirect(
      req,
      before.path,
      { type: 'reference', reference: { relationTo: slug, value: doc.id } as never },
      '301',
      `Made when ${before.path} was renamed to ${path}`,
    )
  } else {
    await saveOwnRedirect(
      req,
      before.path,
      { type: 'custom', url: LISTING_OF[slug] },
      '302',
      `Made when ${before.path} was unpublished`,
    )
  }
  return doc
}

/**
 * Before a public document is deleted: redirects that lead to it lead to its listing instead
 * (the reference would be lost with it); after, its own address leads there too (301).
 */
const beforeDocumentDeleted: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  const slug = collection.slug
  if (!withAddress(slug)) return
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { 'to.type': { equals: 'reference' } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const redirect of docs) {
    const reference = redirect.to?.reference
    const value = typeof reference?.value === 'object' ? reference.value.id : reference?.value
    if (reference?.relationTo !== slug || String(value) !== String(id)) continue
    await req.payload.update({
      collection: 'redirects',
      id: redirect.id,
      data: { to: { type: 'custom', url: LISTING_OF[slug], reference: null } },
      overrideAccess: true,
      req,
    })
  }
}

const afterDocumentDeleted: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  const slug = collection.slug
  if (!withAddress(slug) || !isLiveDoc(slug, doc) || !doc.slug) return doc
  const path = pathFor[slug](doc)
  await saveOwnRedirect(
    req,
    path,
    { type: 'custom', url: LISTING_OF[slug] },
    '301',
    `Made when ${path} was deleted`,
  )
  return doc
}

/** The hooks every public content collection adds (collections/contentHooks.ts). */
export const contentRedirectHooks = {
  beforeChange: [rememberBefore],
  afterChange: [followDocument],
  beforeDelete: [beforeDocumentDeleted],
  afterDelete: [afterDocumentDeleted],
}
