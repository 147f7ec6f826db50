/**
 * A second server process for the sign-in tests: a real Payload on the database DATABASE_URI names
 * (the test's own). It takes one JSON command a line on stdin and answers one line on stdout,
 * `@peer ` and JSON (Payload's own log lines go to stdout too):
 *   {"cmd":"login","email":"...","password":"...","count":5} -> {"tokens":["...", ...]}
 *   {"cmd":"me","token":"..."}                                 -> {"email":"..."} or {"email":null}
 *   {"cmd":"logout","token":"..."}                             -> {"status":200}
 * The logins of one command start together. Run with
 * `node node_modules/tsx/dist/cli.mjs tests/helpers/sign-in-peer.ts`.
 */
import readline from 'node:readline'

import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import { getPayload } from 'payload'

type Command =
  | { cmd: 'login'; email: string; password: string; count: number }
  | { cmd: 'me'; token: string }
  | { cmd: 'logout'; token: string }

const payload = await getPayload({ config })

async function answer(command: Command): Promise<unknown> {
  switch (command.cmd) {
    case 'login': {
      const { email, password } = command
      const results = await Promise.all(
        Array.from({ length: command.count }, () =>
          payload.login({ collection: 'users', data: { email, password } }),
        ),
      )
      return { tokens: results.map((result) => result.token) }
    }
    case 'me': {
      const { user } = await payload.auth({
        headers: new Headers({ authorization: `JWT ${command.token}` }),
      })
      return { email: user?.email ?? null }
    }
    case 'logout': {
      const response = await REST_POST(config)(
        new Request('http://localhost:3000/api/users/logout', {
          method: 'POST',
          headers: { authorization: `JWT ${command.token}` },
        }),
        { params: Promise.resolve({ slug: ['users', 'logout'] }) },
      )
      return { status: response.status }
    }
  }
}

const say = (value: unknown) => console.log(`@peer ${JSON.stringify(value)}`)

say({ ready: true })
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  answer(JSON.parse(line) as Command).then(say, (error: unknown) =>
    say({ error: error instanceof Error ? error.message : String(error) }),
  )
})
process.stdin.on('end', () => {
  void payload.destroy().then(() => process.exit(0))
})
