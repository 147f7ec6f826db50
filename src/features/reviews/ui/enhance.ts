import { REVIEW_NOT_SAVED, type ReviewFieldName } from '@/features/reviews/fields'
import { checkSelection } from '@/features/uploads/rules'

/** The id of the review form the server draws (./ReviewForm.tsx) and this script enhances. */
export const REVIEW_FORM_ID = 'review-form'

type Field = ReviewFieldName | 'files'
const FIELDS: Field[] = ['rating', 'content', 'town', 'files']

const REVIEW_OFFLINE = 'Your review did not reach us. Check your connection and try again.'

/** The answer of `POST /api/review/<token>` to a refusal (spec section 7). */
type Refusal = { error?: string; issues?: Partial<Record<string, string[]>> } | null

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files')

/**
 * What the review form does once its script is here, on the form the server drew (no second
 * copy of it in React): it posts in the background and asks for JSON, so a refusal shows its
 * message and each field's by the field without losing anything typed or chosen, and calls
 * `onSent` when the review is stored; it checks chosen photos against the upload rules before
 * they are sent; and it takes photos dropped on the drop zone into the same file input. Returns
 * what undoes it. Elements are found by the ids ReviewForm gives them.
 */
export function enhanceReviewForm(form: HTMLFormElement, onSent: () => void): () => void {
  const element = <T extends HTMLElement = HTMLElement>(id: string) =>
    form.querySelector<T>(`#${id}`)
  const alert = element('review-error')
  const fileInput = element<HTMLInputElement>('review-files')
  const fileCount = element('review-files-count')
  const drop = form.querySelector<HTMLElement>('[data-testid="review-drop"]')
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const label = button?.textContent ?? ''

  function showError(text = '') {
    if (alert) alert.textContent = text
    if (text) form.setAttribute('aria-describedby', 'review-error')
    else form.removeAttribute('aria-describedby')
  }

  /** A field's message by the field (none: the message goes), read out with its control. */
  function showIssue(name: Field, text = '') {
    const message = element(`review-${name}-error`)
    const control = element(`review-${name}`)
    if (message) message.textContent = text
    if (!control) return
    if (text) control.setAttribute('aria-describedby', `review-${name}-error`)
    else control.removeAttribute('aria-describedby')
    // A fieldset (the rating) is a group, which takes no aria-invalid.
    if (control instanceof HTMLFieldSetElement) return
    if (text) control.setAttribute('aria-invalid', 'true')
    else control.removeAttribute('aria-invalid')
  }

  function countFiles() {
    const count = fileInput?.files?.length ?? 0
    if (fileCount)
      fileCount.textContent = count ? `${count} ${count === 1 ? 'file' : 'files'} chosen` : ''
  }

  function chose() {
    if (!fileInput) return
    const checked = checkSelection(Array.from(fileInput.files ?? []))
    if (!checked.ok) fileInput.value = ''
    countFiles()
    showIssue('files', checked.ok ? '' : checked.problem.description)
  }

  /** Dropped files, checked, after the ones already chosen. */
  function dropped(files: FileList) {
    if (!fileInput) return
    const current = Array.from(fileInput.files ?? [])
    const checked = checkSelection(Array.from(files), current.length)
    if (!checked.ok) return showIssue('files', checked.problem.description)
    const transfer = new DataTransfer()
    for (const file of [...current, ...checked.files.map((entry) => entry.file)]) {
      transfer.items.add(file)
    }
    fileInput.files = transfer.files
    countFiles()
    showIssue('files')
  }

  // Files over the drop zone: counted, so entering a child does not end the highlight.
  let depth = 0
  const dragging = (on: boolean) => drop?.toggleAttribute('data-dragging', on)
  const onDrag = (event: DragEvent) => {
    if (event.type === 'dragleave') {
      depth = Math.max(0, depth - 1)
      if (depth === 0) dragging(false)
      return
    }
    if (!hasFiles(event)) return
    event.preventDefault()
    if (event.type === 'dragenter') {
      depth += 1
      dragging(true)
    } else if (event.type === 'dragover' && event.dataTransfer) {
      event.dataTransfer.dropEffect = 'copy'
    } else if (event.type === 'drop') {
      depth = 0
      dragging(false)
      if (event.dataTransfer) dropped(event.dataTransfer.files)
    }
  }

  let sending = false
  async function submit(event: SubmitEvent) {
    event.preventDefault()
    if (sending) return
    sending = true
    if (button) {
      button.disabled = true
      button.textContent = 'Sending…'
    }
    showError()
    let sent = false
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new FormData(form),
      })
      if (response.ok) {
        sent = true
        onSent()
        return
      }
      const body = (await response.json().catch(() => null)) as Refusal
      showError(body?.error ?? REVIEW_NOT_SAVED)
      for (const name of FIELDS) showIssue(name, body?.issues?.[name]?.[0])
    } catch {
      showError(REVIEW_OFFLINE)
    } finally {
      // A sent review keeps the button off while the thank-you loads: no second post.
      if (!sent) {
        sending = false
        if (button) {
          button.disabled = false
          button.textContent = label
        }
      }
    }
  }

  const DRAG_EVENTS = ['dragenter', 'dragover', 'dragleave', 'drop'] as const
  form.addEventListener('submit', submit)
  // Said on the form, for the tests (a post before this point is the plain form's).
  form.toggleAttribute('data-enhanced', true)
  fileInput?.addEventListener('change', chose)
  for (const type of DRAG_EVENTS) drop?.addEventListener(type, onDrag)
  return () => {
    form.toggleAttribute('data-enhanced', false)
    form.removeEventListener('submit', submit)
    fileInput?.removeEventListener('change', chose)
    for (const type of DRAG_EVENTS) drop?.removeEventListener(type, onDrag)
  }
}
