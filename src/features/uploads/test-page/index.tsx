'use client'

import Image from 'next/image'
import { useId } from 'react'

import { formatBytes } from '@/features/uploads/ui/media'
import { DropZone } from '@/features/uploads/ui/DropZone'
import { useFileDrop } from '@/features/uploads/ui/useFileDrop'
import { VideoThumb } from '@/features/uploads/ui/VideoThumb'
import { ServerDecisions } from '@/features/uploads/test-page/ServerDecisions'
import { useUploadTest, type Entry } from '@/features/uploads/test-page/useUploadTest'
import { FileIcon } from '@/components/ui/icons'
import { ctaButtonLight, outlineButtonLight } from '@/components/ui/styles'
import type { UploadRules } from '@/features/uploads/test-page/server'
import { extensionOf } from '@/features/uploads/rules'

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
        <VideoThumb src={entry.preview} playSize="size-8" />
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

/**
 * Runs chosen files through the public forms' rules: first the browser's check (the forms' own
 * rule functions), then the server's, one request per file to the staff endpoint, which reads it
 * with the public endpoints' streaming reader and keeps nothing. The run is `useUploadTest`'s;
 * this is its view.
 */
export function UploadTest() {
  const id = useId()
  const test = useUploadTest()
  const { rules, entries, verdicts, selection, results, sendRefused, running, summary } = test
  const drop = useFileDrop(test.addFiles, { refusing: running })

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
                onChange={() => test.chooseRules(option.value)}
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
        <DropZone
          testId="drop-zone"
          dragging={drop.dragging}
          handlers={drop.handlers}
          className="mt-2 gap-3"
        >
          <label htmlFor={`${id}-input`} className="font-semibold">
            Files to test
          </label>
          <input
            id={`${id}-input`}
            type="file"
            multiple
            disabled={running}
            onChange={(event) => {
              test.addFiles(event.currentTarget.files)
              // The same file can be chosen again.
              event.currentTarget.value = ''
            }}
            className="focus-ring-light max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-2 file:border-forest-700 file:bg-white file:px-4 file:font-semibold file:text-forest-900"
          />
          <p className="text-sm text-charcoal-900/80">
            {drop.dragging
              ? 'Drop to add the files'
              : 'Or drag files here. Any file: the point is to see what is refused.'}
          </p>
        </DropZone>

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
                      onClick={() => test.remove(entry.id)}
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
            onChange={(event) => test.setSendRefused(event.currentTarget.checked)}
            className="size-4 accent-forest-700"
          />
          Also send files the browser refuses
        </label>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => void test.run()}
            disabled={running || entries.length === 0}
            className={`${ctaButtonLight} disabled:cursor-not-allowed disabled:opacity-60`}
          >
            {running ? 'Running…' : 'Run on the server'}
          </button>
          {running && (
            <button type="button" onClick={test.stop} className={outlineButtonLight}>
              Stop
            </button>
          )}
          {entries.length > 0 && !running && (
            <button type="button" onClick={test.clear} className={outlineButtonLight}>
              Clear all files
            </button>
          )}
        </div>
        <p role="status" className="mt-3 text-sm font-semibold">
          {summary}
        </p>

        {results.length > 0 && <ServerDecisions results={results} />}
      </section>
    </div>
  )
}
