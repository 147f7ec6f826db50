/**
 * A second server process for the search tests: a real Payload on the database DATABASE_URI names
 * (the test's own), with its own search index watching for changes. It takes one JSON command a
 * line on stdin and answers one line on stdout, `@peer ` and JSON (Payload's own log lines go to
 * stdout too):
 *   {"cmd":"search","q":"..."}                    -> {"count":1,"ids":["services-3"]}
 *   {"cmd":"create","collection":"faqs","data":{}} -> {"id":7}
 *   {"cmd":"update","collection":"faqs","id":7,"data":{}} -> {"id":7}
 *   {"cmd":"delete","collection":"faqs","id":7}    -> {"id":7}
 * Run with `node node_modules/tsx/dist/cli.mjs tests/helpers/search-peer.ts`.
 */
import readline from 'node:readline'

import config from '@payload-config'
import { getPayload, type CollectionSlug } from 'payload'

import { getSearchIndex } from '@/features/search/server/sync'

type Command =
  | { cmd: 'search'; q: string }
  | { cmd: 'create'; collection: CollectionSlug; data: Record<string, unknown> }
  | {
      cmd: 'update'
      collection: CollectionSlug
      id: number | string
      data: Record<string, unknown>
    }
  | { cmd: 'delete'; collection: CollectionSlug; id: number | string }

const payload = await getPayload({ config })
const index = await getSearchIndex(payload)

async function answer(command: Command): Promise<unknown> {
  switch (command.cmd) {
    case 'search': {
      const { count, entries } = index.search(command.q, 20)
      return { count, ids: entries.map((entry) => entry.id) }
    }
    case 'create': {
      const doc = await payload.create({
        collection: command.collection,
        data: command.data as never,
      })
      return { id: doc.id }
    }
    case 'update': {
      const doc = await payload.update({
        collection: command.collection,
        id: command.id,
        data: command.data as never,
      })
      return { id: doc.id }
    }
    case 'delete': {
      await payload.delete({ collection: command.collection, id: command.id })
      return { id: command.id }
    }
  }
}

const reply = (value: unknown) => process.stdout.write(`@peer ${JSON.stringify(value)}\n`)

const lines = readline.createInterface({ input: process.stdin })
lines.on('line', (line) => {
  answer(JSON.parse(line) as Command).then(
    (result) => reply(result),
    (error: unknown) => reply({ error: String(error) }),
  )
})
lines.on('close', () => {
  void payload.destroy().finally(() => process.exit(0))
})
reply({ ready: true, documents: index.size })
