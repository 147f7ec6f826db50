#!/usr/bin/env node
// Writes src/features/texts/phone-metadata.ts: libphonenumber-js's own "min" metadata, cut to
// the countries of calling code +1 (the US, Canada and the Caribbean: the numbers a Colorado
// business texts from its US number). The forms check a number in the visitor's browser, and the
// whole metadata (every country) is 29 KB gzip of their JavaScript; this cut is 1 KB.
//   node scripts/phone-metadata.mjs
// tests/unit/texts.test.ts fails when the committed file no longer matches the installed package
// (an upgrade brought new numbers): run this again.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

export const PHONE_METADATA_FILE = 'src/features/texts/phone-metadata.ts'

/** The metadata of calling code +1 only, in the package's own format. */
export function northAmericanMetadata(full) {
  const countries = full.country_calling_codes['1']
  return {
    version: full.version,
    country_calling_codes: { 1: countries },
    countries: Object.fromEntries(countries.map((country) => [country, full.countries[country]])),
  }
}

export const installedMetadata = () =>
  createRequire(import.meta.url)('libphonenumber-js/metadata.min.json')

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cut = northAmericanMetadata(installedMetadata())
  fs.writeFileSync(
    PHONE_METADATA_FILE,
    `// Made by scripts/phone-metadata.mjs from libphonenumber-js/metadata.min.json: do not edit.\nexport const NORTH_AMERICA_METADATA = ${JSON.stringify(cut)}\n`,
  )
  console.log(`${PHONE_METADATA_FILE}: ${cut.country_calling_codes[1].length} countries of +1`)
}
