/**
 * The developer's words of the studio's schema, read from the Payload config as it is now, for
 * tests/e2e/studio-words.spec.ts: a field added tomorrow is covered without a change to the test.
 * It prints one line, `@vocabulary ` and JSON (Payload's own log lines may come before it):
 *   names       the fields' names that no owner writes: camelCase (`sendAt`), with an underscore
 *               (`_status`, `publishedAt_tz`);
 *   autoLabels  the labels Payload makes from such a name where the field has none of its own and
 *               the name ends in a developer's word ("Send At", "Quote Href", "Doc Id");
 *   selects     each select and radio field with its label as the studio shows it, the class of
 *               its list column, and its values that are codes (`sent`, `media-blasting`, `301`),
 *               where the label shown should be words.
 * Run with `node node_modules/tsx/dist/cli.mjs tests/helpers/studio-vocabulary.ts`; it needs no
 * database (DATABASE_URI may name a throwaway file: nothing is opened).
 */
import config from '@payload-config'
import { getTranslation, initI18n } from '@payloadcms/translations'
import type { Field, Option } from 'payload'
import { toWords } from 'payload/shared'

const sanitized = await config
const i18n = await initI18n({ config: sanitized.i18n, context: 'client', language: 'en' })

/** A name no owner writes: a capital inside it, or an underscore. */
const DEVELOPERS_NAME = /^_|_|[a-z][A-Z]/
/** The last word of a name that says it is a developer's: a time "At", an "Id", an address's "Url". */
const DEVELOPERS_WORD = /(?:^| )(?:At|Id|I D|ID|Url|URL|Href|Tz|Json|Slug)$/
/** A value that is a code, not words: lower case, digits, dashes and underscores, or camelCase. */
const CODE = /^(?:[a-z0-9]+(?:[-_ ][a-z0-9]+)*|[a-z]+(?:[A-Z][a-z0-9]*)+)$/

type Select = { label: string; column: string; values: string[] }

const names = new Set<string>()
const autoLabels = new Set<string>()
const selects: Select[] = []

const labelOf = (field: Field): string => {
  const label = 'label' in field ? field.label : undefined
  if (label === false || label === undefined) return 'name' in field ? toWords(field.name) : ''
  const shown = getTranslation(label as Parameters<typeof getTranslation>[0], i18n)
  return typeof shown === 'string' ? shown : ''
}

function read(fields: Field[], path: string[]) {
  for (const field of fields) {
    const named = 'name' in field && typeof field.name === 'string' && field.name !== ''
    const here = named ? [...path, field.name] : path
    if (named) {
      if (DEVELOPERS_NAME.test(field.name)) names.add(field.name)
      const label = labelOf(field)
      if (label === toWords(field.name) && DEVELOPERS_WORD.test(label)) autoLabels.add(label)
      if ((field.type === 'select' || field.type === 'radio') && 'options' in field) {
        const values = (field.options as Option[])
          .map((option) => (typeof option === 'string' ? option : option.value))
          .filter((value) => CODE.test(value))
        if (values.length > 0) selects.push({ label, column: here.join('__'), values })
      }
    }
    if ('fields' in field && Array.isArray(field.fields)) read(field.fields, here)
    if (field.type === 'tabs') {
      for (const tab of field.tabs)
        read(tab.fields, 'name' in tab && tab.name ? [...path, tab.name] : path)
    }
    if (field.type === 'blocks') {
      for (const block of field.blocks) if (typeof block !== 'string') read(block.fields, here)
    }
  }
}

for (const collection of sanitized.collections) read(collection.fields, [])
for (const global of sanitized.globals) read(global.fields, [])

console.log(
  `@vocabulary ${JSON.stringify({ names: [...names], autoLabels: [...autoLabels], selects })}`,
)
process.exit(0)
