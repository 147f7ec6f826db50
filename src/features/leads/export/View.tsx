import 'server-only'

import { DefaultTemplate } from '@payloadcms/next/templates'
import { Button, Gutter } from '@payloadcms/ui'
import { notFound, redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/access/roles'
import styles from '@/features/leads/export/Export.module.css'
import { ExportFilters } from '@/features/leads/export/Filters'
import { countLeads } from '@/features/leads/export/readers'
import { loginUrl, STAFF } from '@/features/staff/access'
import { leadExportQuery, parseLeadExportQuery } from '@/features/leads/export/schema'
import type { User } from '@/payload-types'
import { refusedFields } from '@/lib/http/answers'
import { datePresets } from '@/features/leads/export/presets'
import { coloradoDay } from '@/lib/time/colorado'
import { toSearchParams } from '@/utilities/searchParams'

const EXPORT_API = '/api/staff/export'

const leads = (count: number) => `${count.toLocaleString('en-US')} lead${count === 1 ? '' : 's'}`

/**
 * `/admin/export`: the leads as CSV. The filters are a GET form, so the count below is the
 * server's, made with the same query as the download, and the page works without JavaScript.
 * Payload's custom views are public: this one checks the user itself (features/staff/access rules:
 * anonymous to the sign-in page and back, a role without leads 403).
 */
export async function ExportView({
  initPageResult,
  params,
  searchParams,
  user: viewer,
}: AdminViewServerProps) {
  const { locale, permissions, req, visibleEntities } = initPageResult
  const query = toSearchParams(searchParams ?? {})
  const path = `${req.payload.config.routes.admin}/export`
  const user = req.user as User | null
  if (!user) redirect(loginUrl(query.size ? `${path}?${query}` : path))
  // src/proxy.ts answers 403 to a session with another role; this is the database's word.
  if (!hasRole(user, ...STAFF)) notFound()

  const parsed = parseLeadExportQuery(query)
  const count = parsed.success ? await countLeads(req.payload, parsed.data, user) : null
  const problem = parsed.success ? null : refusedFields(parsed.error).error
  const exportQuery = parsed.success ? leadExportQuery(parsed.data) : null
  const download =
    exportQuery === null ? null : exportQuery ? `${EXPORT_API}?${exportQuery}` : EXPORT_API

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      // The user as the studio shows it (field read access applied); `user` decides access.
      user={viewer}
      viewType="export"
      visibleEntities={{
        // Copied, as Payload's own views do: React 19 freezes the props it was given.
        collections: visibleEntities?.collections,
        globals: visibleEntities?.globals,
      }}
    >
      <Gutter className={styles.view}>
        <h1 className={styles.heading}>Export leads</h1>
        <p className={styles.intro}>
          A CSV file for a spreadsheet: one row per lead, oldest first, with its notes and links to
          its photos. Days are whole days on Colorado’s clock, both included; leave a filter empty
          to take everything.
        </p>

        <ExportFilters
          action={path}
          from={query.get('from') ?? ''}
          to={query.get('to') ?? ''}
          status={query.getAll('status')}
          source={query.getAll('source')}
          presets={datePresets(coloradoDay(new Date()))}
        />

        <section className={styles.result} aria-labelledby="export-count">
          {problem ? (
            <p id="export-count" className={styles.error} role="alert">
              {problem}
            </p>
          ) : (
            <p id="export-count" className={styles.count} role="status">
              {count ? `${leads(count)} will be exported` : 'No leads match these filters'}
            </p>
          )}
          <div>
            {download && count ? (
              <Button el="anchor" url={download} buttonStyle="primary" margin={false}>
                Download CSV
              </Button>
            ) : (
              <Button disabled buttonStyle="primary" margin={false}>
                Download CSV
              </Button>
            )}
          </div>
          <p className={styles.note}>
            {download && count
              ? 'The file starts downloading at once, however many leads it holds.'
              : problem
                ? 'Fix the filters above to export.'
                : 'Nothing to export: change the filters above.'}
          </p>
        </section>
      </Gutter>
    </DefaultTemplate>
  )
}
