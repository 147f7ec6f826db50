import { useEffect, useRef, useState } from 'react'

import { createMediaItem } from '@/features/uploads/ui/media'
import { sendTestFile, type ServerResult } from '@/features/uploads/test-page/send'
import { browserVerdicts, selectionSummary } from '@/features/uploads/test-page/verdicts'
import type { UploadRules } from '@/features/uploads/test-page/server'
import { mediaKind, type MediaKind } from '@/features/uploads/rules'
import { randomId } from '@/utilities/randomId'

/** A chosen file: its preview address (empty when the browser cannot draw it), its progress. */
export type Entry = {
  id: string
  file: File
  kind: MediaKind | null
  preview: string
  /** Upload percentage: null before a run, 0 while waiting its turn. */
  progress: number | null
  result: ServerResult | null
}

const release = (entries: readonly Entry[]) => {
  for (const entry of entries) if (entry.preview) URL.revokeObjectURL(entry.preview)
}

function toEntry(file: File): Entry {
  const kind = mediaKind(file)
  // The estimate form's preview rule: no address for what browsers cannot draw (HEIC, DNG).
  const item = kind ? createMediaItem(file, kind) : null
  return {
    id: item?.id ?? randomId(),
    file,
    kind,
    preview: item?.preview ?? '',
    progress: null,
    result: null,
  }
}

/** A new selection or new rules: the last run's results no longer apply. */
const reset = (next: Entry[]) => next.map((entry) => ({ ...entry, progress: null, result: null }))

/** The line under the run once every file has its answer. */
function doneSummary(tally: Record<ServerResult['state'], number>) {
  return (
    `Done: ${tally.accepted} accepted, ${tally.refused} refused by the server` +
    (tally.failed ? `, ${tally.failed} without an answer` : '') +
    (tally.skipped ? `, ${tally.skipped} not sent` : '') +
    '.'
  )
}

/**
 * The upload test's state and its run: the chosen files and the rules, the browser's verdict on
 * each (the forms' own rule functions), then the server's, one request per file to the staff
 * endpoint, in turn, with its progress; `stop` ends a run after the file being sent.
 */
export function useUploadTest() {
  const [rules, setRules] = useState<UploadRules>('estimate')
  const [entries, setEntries] = useState<Entry[]>([])
  const [sendRefused, setSendRefused] = useState(false)
  const [running, setRunning] = useState(false)
  const [summary, setSummary] = useState('')
  const abortRef = useRef<AbortController | null>(null)

  // Preview addresses are freed when files leave, and all of them when the page goes away.
  const entriesRef = useRef(entries)
  useEffect(() => {
    entriesRef.current = entries
  }, [entries])
  useEffect(() => () => release(entriesRef.current), [])

  const files = entries.map((entry) => entry.file)
  const verdicts = browserVerdicts(files, rules)

  const chooseRules = (next: UploadRules) => {
    setRules(next)
    setEntries((current) => reset(current))
    setSummary('')
  }

  const addFiles = (list: FileList | null) => {
    const files = list ? Array.from(list) : []
    if (files.length === 0 || running) return
    setEntries((current) => reset([...current, ...files.map(toEntry)]))
    setSummary('')
  }

  const remove = (entryId: string) => {
    const gone = entries.filter((entry) => entry.id === entryId)
    release(gone)
    setEntries((current) => reset(current.filter((entry) => entry.id !== entryId)))
    setSummary('')
  }

  const clear = () => {
    release(entries)
    setEntries([])
    setSummary('')
  }

  const update = (entryId: string, change: Partial<Entry>) =>
    setEntries((current) =>
      current.map((entry) => (entry.id === entryId ? { ...entry, ...change } : entry)),
    )

  const run = async () => {
    if (running || entries.length === 0) return
    const controller = new AbortController()
    abortRef.current = controller
    setRunning(true)
    setSummary('Sending the files one by one…')
    const plan = entries.map((entry, index) => ({ entry, send: verdicts[index].ok || sendRefused }))
    setEntries(
      entries.map((entry, index) => ({
        ...entry,
        progress: plan[index].send ? 0 : null,
        result: plan[index].send
          ? null
          : { state: 'skipped', message: 'The browser refuses this file; it was not sent' },
      })),
    )
    const tally: Record<ServerResult['state'], number> = {
      accepted: 0,
      refused: 0,
      failed: 0,
      skipped: plan.filter((step) => !step.send).length,
    }
    for (const { entry, send } of plan) {
      if (!send) continue
      const result: ServerResult = controller.signal.aborted
        ? { state: 'failed', message: 'Stopped before it was sent' }
        : await sendTestFile(entry.file, rules, {
            signal: controller.signal,
            onProgress: (progress) => update(entry.id, { progress }),
          })
      update(entry.id, { result })
      tally[result.state] += 1
    }
    abortRef.current = null
    setRunning(false)
    setSummary(doneSummary(tally))
  }

  return {
    rules,
    chooseRules,
    entries,
    /** The browser's verdict on each entry, in the same order. */
    verdicts,
    /** The browser's word on the whole selection. */
    selection: selectionSummary(files, rules),
    /** The entries the server (or the browser, for one not sent) has decided. */
    results: entries.filter((entry) => entry.result),
    sendRefused,
    setSendRefused,
    running,
    summary,
    addFiles,
    remove,
    clear,
    run,
    stop: () => abortRef.current?.abort(),
  }
}
