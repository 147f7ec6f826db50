import { formatBytes } from '@/features/uploads/ui/media'
import type { ServerResult } from '@/features/uploads/test-page/send'
import type { Entry } from '@/features/uploads/test-page/useUploadTest'

const DECISION: Record<ServerResult['state'], string> = {
  accepted: 'Accepted',
  refused: 'Refused',
  failed: 'No answer',
  skipped: 'Not sent',
}

/** The table of what the server decided, a row per file decided. */
export function ServerDecisions({ results }: { results: Entry[] }) {
  return (
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
                <td className="py-2 pr-3">{result.state === 'accepted' ? '—' : result.message}</td>
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
  )
}
