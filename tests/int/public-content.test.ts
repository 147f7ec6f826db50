import type { Field, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { publicContentHooks } from '@/collections/contentHooks'
import {
  isPublicCollection,
  PUBLIC_COLLECTIONS,
  PUBLIC_CONTENT,
  ROUTED_COLLECTIONS,
} from '@/utilities/publicContent'

import { createTestPayload, type TestPayload } from '../helpers/payload'

/** The collections a collection's fields relate to, in groups, arrays, tabs and blocks too. */
function relatedTo(fields: Field[], found = new Set<string>()): Set<string> {
  for (const field of fields) {
    if ('relationTo' in field) [field.relationTo].flat().forEach((slug) => found.add(slug))
    if ('fields' in field) relatedTo(field.fields, found)
    if ('tabs' in field) field.tabs.forEach((tab) => relatedTo(tab.fields, found))
    if ('blocks' in field) field.blocks.forEach((block) => relatedTo(block.fields, found))
  }
  return found
}

/**
 * The two lists of utilities/publicContent.ts that live in the running config: the SEO plugin's
 * fields go on the collections with pages of their own, and the content hooks on every public
 * collection and on no other.
 */
let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
})

afterAll(async () => {
  await ctx?.cleanup()
})

describe('the public content registry in the config', () => {
  it('gives the SEO plugin its collections', () => {
    const withSeo = payload.config.collections
      .filter((collection) =>
        // The plugin's group of fields (Payload's jobs have a JSON field of that name).
        collection.flattenedFields.some((field) => field.name === 'meta' && field.type === 'group'),
      )
      .map((collection) => collection.slug)
    expect(withSeo.sort()).toEqual([...ROUTED_COLLECTIONS].sort())
  })

  it('gives the content hooks their collections', () => {
    const hooked = payload.config.collections
      .filter((collection) =>
        [...publicContentHooks.afterChange, ...publicContentHooks.afterDelete].every((hook) =>
          [...(collection.hooks.afterChange ?? []), ...(collection.hooks.afterDelete ?? [])].some(
            (own) => own === hook,
          ),
        ),
      )
      .map((collection) => collection.slug)
    expect(hooked.sort()).toEqual([...PUBLIC_COLLECTIONS].sort())
  })

  it('names in each entry the other public collections its documents show', () => {
    for (const slug of PUBLIC_COLLECTIONS) {
      const related = [...relatedTo(payload.collections[slug].config.fields)].filter(
        (other) => isPublicCollection(other) && other !== slug,
      )
      expect(related.sort(), slug).toEqual([...PUBLIC_CONTENT[slug].shows].sort())
    }
  })
})
