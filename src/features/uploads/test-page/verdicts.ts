import type { UploadRules } from '@/features/uploads/test-page/server'
import {
  CHAT_MAX_FILES,
  checkChatSelection,
  checkSelection,
  chatTooLarge,
  INVALID_FILE_TYPE,
  MAX_FILES,
  TOO_MANY_FILES,
  type FileProblem,
} from '@/features/uploads/rules'

/** What the public form's own check says about one file: fine, or its message. */
export type BrowserVerdict = { ok: true } | { ok: false; problem: FileProblem }

type FileLike = { name: string; type: string; size: number }

/**
 * Each file's verdict under the form's rules, from the rule functions the forms use. The forms
 * judge a selection as a whole; here each file gets the message that concerns it, and the files
 * past the tenth get "Too many files".
 */
export function browserVerdicts(files: readonly FileLike[], rules: UploadRules): BrowserVerdict[] {
  let kept = 0
  return files.map((file) => {
    if (rules === 'estimate') {
      const check = checkSelection([file])
      if (!check.ok) return { ok: false, problem: check.problem }
      kept += 1
      return kept > MAX_FILES ? { ok: false, problem: TOO_MANY_FILES } : { ok: true }
    }
    const check = checkChatSelection([file])
    if (check.invalid.length) return { ok: false, problem: INVALID_FILE_TYPE }
    if (check.tooLarge.length) return { ok: false, problem: chatTooLarge(check.tooLarge) }
    kept += 1
    return kept > CHAT_MAX_FILES ? { ok: false, problem: TOO_MANY_FILES } : { ok: true }
  })
}

/**
 * What the form itself would do with the whole selection, in its words: the estimate form turns
 * the whole selection away for one bad file; the chat keeps the good files and names the rest.
 */
export function selectionSummary(files: readonly FileLike[], rules: UploadRules): string {
  if (files.length === 0) return ''
  if (rules === 'estimate') {
    const check = checkSelection(files)
    if (!check.ok) {
      return `The estimate form would turn the whole selection away: ${check.problem.title}. ${check.problem.description}`
    }
    return check.problem
      ? `The estimate form would keep ${check.files.length} of ${files.length} ${plural(files.length)} and say: ${check.problem.title}. ${check.problem.description}`
      : `The estimate form would take all ${files.length} ${plural(files.length)}.`
  }
  const check = checkChatSelection(files)
  const problem = check.tooLarge.length
    ? chatTooLarge(check.tooLarge)
    : check.invalid.length
      ? INVALID_FILE_TYPE
      : check.overLimit
        ? TOO_MANY_FILES
        : null
  const kept = `The chat would keep ${check.accepted.length} of ${files.length} ${plural(files.length)}`
  return problem ? `${kept} and say: ${problem.title}. ${problem.description}` : `${kept}.`
}

const plural = (count: number) => (count === 1 ? 'file' : 'files')
