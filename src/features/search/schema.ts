import * as z from 'zod/mini'

import { SEARCH_MAX_LENGTH } from '@/features/search/api'

/** Control, format and unpaired surrogate characters: NUL, bidi overrides, zero-width spaces. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]+/gu

/**
 * What a visitor typed into the search (`?q=`): at most 200 characters as sent, then in Unicode's
 * compatibility form (full-width letters become plain ones), invisible characters turned to
 * spaces, spaces collapsed. Operators, quotes or markup are left to the tokenizer, which treats
 * them as separators.
 */
export const searchTextSchema = z.pipe(
  z
    .string()
    .check(
      z.maxLength(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters`),
    ),
  z.transform((text: string) =>
    text.normalize('NFKC').replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim(),
  ),
)
