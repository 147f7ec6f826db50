'use client'

import Image from 'next/image'
import { useEffect, useId, useRef, useState, type DragEvent } from 'react'

import { createMediaItem, formatBytes } from '@/features/uploads/ui/media'
import { sendTestFile, type ServerResult } from '@/features/uploads/test-page/send'
import { browserVerdicts, selectionSummary } from '@/features/uploads/test-page/verdicts'
import { FileIcon, PlayIcon } from '@/components/ui/icons'
import { UploadIcon } from '@/components/ui/icons-form'
import { ctaButtonLight, outlineButtonLight } from '@/components/ui/styles'
import type { UploadRules } from '@/features/uploads/test-page/server'
import { extensionOf, mediaKind, type MediaKind } from '@/features/uploads/rules'
import { randomId } from '@/utilities/randomId'

/** A chosen file: its preview address (empty when the browser cannot draw it), its progress. */
type Entry = {
  id: string
  file: File
  kind: MediaKind | null
  preview: string
  /** Upload percentage: null before a run, 0 while waiting its turn. */
  progress: number | null
  result: ServerResult | null
}

const RULES: { value: UploadRules; label: string; limits: string }[] = [
  {
    value: 'estimate',
    label: 'Estimate form',
    limits:
      'Photos up to 10MB, videos up to 50MB, at most 10 files; one bad file turns the whole selection away.',
  },
  {
    value: 'chat',
    label: 'Chat',
    limits:
      'Photos and videos up to 10MB (100MB for a DNG raw photo, by its bytes), at most 10 files; files over the limit are turned away, the rest kept.',
  },
]

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

function Preview({ entry }: { entry: Entry }) {
  const box =
    'relative size-20 shrink-0 overflow-hidden rounded-md bg-cream-100 ring-1 ring-black/10'
  if (entry.preview && entry.kind === 'image') {
    return (
      <span className={box}>
        <Image src={entry.preview} alt="" fill unoptimized className="object-cover" />
      </span>
    )
  }
  if (entry.preview && entry.kind === 'video') {
    return (
      <span className={box}>
        <video
          src={entry.preview}
          muted
          playsInline
          preload="metadata"
          className="size-full bg-charcoal-900 object-cover"
        />
        <span className="absolute inset-0 flex items-center justify-center">
          <PlayIcon className="size-8 rounded-full bg-black/65 p-2 text-white" />
        </span>
      </span>
    )
  }
  return (
    <span className={`${box} flex flex-col items-center justify-center gap-1`}>
      <FileIcon className="size-7 text-forest-700" />
      <span className="text-xs font-semibold uppercase">
        {extensionOf(entry.file.name) || 'file'}
      </span>
    </span>
  )
}

const DECISION: Record<ServerResult['state'], string> = {
  accepted: 'Accepted',
  refused: 'Refused',
  failed: 'No answer',
  skipped: 'Not sent',
}

/**
 * Runs chosen files through the public forms' rules: first the browser's check (the forms' own
 * rule functions), then the server's, one request per file to the staff endpoint, which reads it
 * with the public endpoints' streaming reader and keeps nothing.
 */
export function UploadTest() {
  const id = useId()
  const [rules, setRules] = useState<UploadRules>('estimate')
  const [entries, setEntries] = useState<Entry[]>([])
  const [sendRefused, setSendRefused] = useState(false)
  const [running, setRunning] = useState(false)
  const [dragging, setDragging] = useState(false)
  const [summary, setSummary] = useState('')
  const dragDepth = useRef(0)
  const abortRef = useRef<AbortController | null>(null)

  // Preview addresses are freed when files leave, and all of them when the page goes away.
  const entriesRef = useRef(entries)
  useEffect(() => {
    entriesRef.current = entries
  }, [entries])
  useEffect(() => () => release(entriesRef.current), [])

  const verdicts = browserVerdicts(
    entries.map((entry) => entry.file),
    rules,
  )
  const selection = selectionSummary(
    entries.map((entry) => entry.file),
    rules,
  )
  const results = entries.filter((entry) => entry.result)

  /** A new selection or new rules: the last run's results no longer apply. */
  const reset = (next: Entry[]) => next.map((entry) => ({ ...entry, progress: null, result: null }))

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
    setSummary(
      `Done: ${tally.accepted} accepted, ${tally.refused} refused by the server` +
        (tally.failed ? `, ${tally.failed} without an answer` : '') +
        (tally.skipped ? `, ${tally.skipped} not sent` : '') +
        '.',
    )
  }

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files')

  return (
    <div className="mt-6 space-y-8">
      <fieldset disabled={running}>
        <legend className="text-lg font-semibold text-forest-900">Rules</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {RULES.map((option) => (
            <div
              key={option.value}
              className="flex gap-3 rounded-lg bg-white p-4 ring-1 ring-black/15 has-[:checked]:ring-2 has-[:checked]:ring-forest-700"
            >
              <input
                id={`${id}-${option.value}`}
                type="radio"
                name="rules"
                value={option.value}
                checked={rules === option.value}
                onChange={() => {
                  setRules(option.value)
                  setEntries((current) => reset(current))
                  setSummary('')
                }}
                aria-describedby={`${id}-${option.value}-limits`}
                className="mt-1 size-4 accent-forest-700"
              />
              <div>
                <label htmlFor={`${id}-${option.value}`} className="block font-semibold">
                  {option.label}
                </label>
                <p id={`${id}-${option.value}-limits`} className="text-sm text-charcoal-900/80">
                  {option.limits}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>

      <section aria-labelledby={`${id}-files`}>
        <h2 id={`${id}-files`} className="text-lg font-semibold text-forest-900">
          Files
        </h2>
        <div
          data-testid="drop-zone"
          data-dragging={dragging || undefined}
          onDragEnter={(event) => {
            if (!hasFiles(event)) return
            event.preventDefault()
            dragDepth.current += 1
            setDragging(true)
          }}
          onDragOver={(event) => {
            if (!hasFiles(event)) return
            event.preventDefault()
            event.dataTransfer.dropEffect = running ? 'none' : 'copy'
          }}
          onDragLeave={() => {
            dragDepth.current = Math.max(0, dragDepth.current - 1)
            if (dragDepth.current === 0) setDragging(false)
          }}
          onDrop={(event) => {
            event.preventDefault()
            dragDepth.current = 0
            setDragging(false)
            addFiles(event.dataTransfer.files)
          }}
          className={`mt-2 flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center ${
            dragging ? 'border-forest-700 bg-forest-700/10' : 'border-charcoal-900/40 bg-cream-50'
          }`}
        >
          <UploadIcon className="size-8 text-forest-700" />
          <label htmlFor={`${id}-input`} className="font-semibold">
            Files to test
          </label>
          <input
            id={`${id}-input`}
            type="file"
            multiple
            disabled={running}
            onChange={(event) => {
              addFiles(event.currentTarget.files)
              // The same file can be chosen again.
              event.currentTarget.value = ''
            }}
            className="focus-ring-light max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-2 file:border-forest-700 file:bg-white file:px-4 file:font-semibold file:text-forest-900"
          />
          <p className="text-sm text-charcoal-900/80">
            {dragging
              ? 'Drop to add the files'
              : 'Or drag files here. Any file: the point is to see what is refused.'}
          </p>
        </div>

        {entries.length > 0 && (
          <>
            <p className="mt-4 text-sm font-semibold" data-testid="browser-summary">
              {selection}
            </p>
            <ul aria-label="Chosen files" className="mt-3 grid gap-3 md:grid-cols-2">
              {entries.map((entry, index) => {
                const verdict = verdicts[index]
                return (
                  <li
                    key={entry.id}
                    data-testid="test-file"
                    className="flex gap-3 rounded-lg bg-white p-3 ring-1 ring-black/10"
                  >
                    <Preview entry={entry} />
                    <div className="min-w-0 flex-1 text-sm">
                      <p className="truncate font-semibold">{entry.file.name}</p>
                      <p className="text-charcoal-900/80">
                        {formatBytes(entry.file.size)} · {entry.file.type || 'no type given'}
                      </p>
                      <p className={verdict.ok ? 'text-forest-700' : 'font-medium text-red-800'}>
                        Browser:{' '}
                        {verdict.ok
                          ? 'would take it'
                          : `refuses it: ${verdict.problem.title}. ${verdict.problem.description}`}
                      </p>
                      {entry.progress !== null && (
                        <div className="mt-1.5 flex items-center gap-2">
                          <label htmlFor={`${id}-progress-${entry.id}`} className="shrink-0">
                            Upload of {entry.file.name}
                          </label>
                          <progress
                            id={`${id}-progress-${entry.id}`}
                            max={100}
                            value={entry.progress}
                            className="h-2.5 min-w-0 flex-1 accent-forest-700"
                          />
                          <span className="tabular-nums">{entry.progress}%</span>
                        </div>
                      )}
                    </div>
                    <button
                      type="button"
                      onClick={() => remove(entry.id)}
                      disabled={running}
                      aria-label={`Remove ${entry.file.name}`}
                      className="focus-ring-light self-start rounded-md px-2 py-1 text-sm underline disabled:opacity-50"
                    >
                      Remove
                    </button>
                  </li>
                )
              })}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby={`${id}-run`}>
        <h2 id={`${id}-run`} className="text-lg font-semibold text-forest-900">
          Run on the server
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-charcoal-900/80">
          Each file goes in a request of its own to the same reader the public forms use: its type
          is judged by its bytes and its size against the chosen rules. Nothing is kept: no lead, no
          stored file. (One file a request, so the 10-file limit is the browser’s to show.)
        </p>
        <label className="mt-3 flex items-center gap-2">
          <input
            type="checkbox"
            checked={sendRefused}
            disabled={running}
            onChange={(event) => setSendRefused(event.currentTarget.checked)}
            className="size-4 accent-forest-700"
          />
          Also send files the browser refuses
        </label>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => void run()}
            disabled={running || entries.length === 0}
            className={`${ctaButtonLight} disabled:cursor-not-allowed disabled:opacity-60`}
          >
            {running ? 'Running…' : 'Run on the server'}
          </button>
          {running && (
            <button
              type="button"
              onClick={() => abortRef.current?.abort()}
              className={outlineButtonLight}
            >
              Stop
            </button>
          )}
          {entries.length > 0 && !running && (
            <button type="button" onClick={clear} className={outlineButtonLight}>
              Clear all files
            </button>
          )}
        </div>
        <p role="status" className="mt-3 text-sm font-semibold">
          {summary}
        </p>

        {results.length > 0 && (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
              <caption className="mb-2 text-left text-base font-semibold text-forest-900">
                What the server decided
              </caption>
              <thead>
                <tr className="border-b-2 border-charcoal-900/30">
                  <th scope="col" className="py-2 pr-3">
                    File
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Decision
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    HTTP status
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Server’s message
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Type by its bytes
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Size
                  </th>
                </tr>
              </thead>
              <tbody>
                {results.map(({ id: rowId, file, result }) => {
                  if (!result) return null
                  return (
                    <tr key={rowId} className="border-b border-black/10 align-top">
                      <th scope="row" className="py-2 pr-3 font-semibold break-all">
                        {file.name}
                      </th>
                      <td
                        className={`py-2 pr-3 font-semibold ${
                          result.state === 'accepted' ? 'text-forest-700' : 'text-red-800'
                        }`}
                      >
                        {DECISION[result.state]}
                      </td>
                      <td className="py-2 pr-3 tabular-nums">
                        {'status' in result ? result.status : '—'}
                      </td>
                      <td className="py-2 pr-3">
                        {result.state === 'accepted' ? '—' : result.message}
                      </td>
                      <td className="py-2 pr-3">
                        {result.state === 'accepted' ? `${result.mime} (${result.kind})` : '—'}
                      </td>
                      <td className="py-2 pr-3 tabular-nums">
                        {formatBytes(result.state === 'accepted' ? result.size : file.size)}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  )
}
