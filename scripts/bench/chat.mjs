#!/usr/bin/env node
// POST /api/chat under load with the built-in assistant, against a production server this
// script starts itself:
//   node scripts/bench/chat.mjs [--build] [--duration=15] [--connections=20]
// It seeds a throw-away database in data/bench-chat, serves the production build in .next-e2e
// (built by the e2e tests; --build, or a missing build, builds it first) on 127.0.0.1:3401
// without an OpenAI key, and sends multipart messages as the browser does (a message and the
// conversation so far, no files) from a mix of questions, estimates and contact details. It
// prints p50/p95/p99 and requests per second at 1 connection and at 20 (autocannon, on the same
// 2 cores as the server).
import { throwAwayServerEnv } from '../lib.mjs'
import { load, printRow, startServer, step } from './harness.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const duration = option('duration', 15)
const connections = option('connections', 20)

const { env } = throwAwayServerEnv('bench-chat', {
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'bench-admin-password-1',
  SEED_IMAGE_WIDTH: '480',
  OPENAI_API_KEY: '',
  // The load comes from one address; the limit is not what is measured.
  CHAT_RATE_LIMIT: '100000000/60',
})

await step(env, 'seeding a fresh database', 'node', [
  'node_modules/tsx/dist/cli.mjs',
  'seed/run.ts',
])
const { base, server } = await startServer({
  env,
  port: 3401,
  build: args.includes('--build'),
  ready: '/api/search?q=log',
})

const history = [
  { role: 'user', content: 'Hi, our cabin near Fairplay is looking rough.' },
  { role: 'assistant', content: 'Sorry to hear it! What is bothering you about the logs?' },
  { role: 'user', content: 'The south wall has gone gray and the finish is peeling.' },
  { role: 'assistant', content: 'That sounds like UV wear. Roughly how many square feet?' },
]
const MESSAGES = [
  'How long does a chinking job take?',
  'About 2,400 sq ft and it needs a full restoration.',
  'How often should my log home be inspected?',
  'What does staining cost for 1,800 square feet?',
  'Do you work in Breckenridge, CO?',
  "I'm Jane Doe, jane@example.com, 719-555-0142",
  'The chinking is cracking on the north side',
  'Can you blast off the old finish?',
]

/** Spec section 7's multipart body, built as a browser would. */
const bodies = await Promise.all(
  MESSAGES.map(async (message) => {
    const form = new FormData()
    form.append('message', message)
    form.append('conversationHistory', JSON.stringify(history))
    const response = new Response(form)
    return {
      method: 'POST',
      path: '/api/chat',
      headers: { 'content-type': response.headers.get('content-type') },
      body: Buffer.from(await response.arrayBuffer()),
    }
  }),
)
let next = 0
const requests = [
  { setupRequest: (request) => ({ ...request, ...bodies[next++ % bodies.length] }) },
]

console.log('[bench] warming up')
await load(base, { connections: 5, seconds: 5, requests })
const single = await load(base, { connections: 1, seconds: duration, requests })
const many = await load(base, { connections, seconds: duration, requests })

console.log('')
console.log(
  `POST /api/chat, built-in assistant, ${duration} s each, ${MESSAGES.length} messages in turn`,
)
printRow('  1 connection', single)
printRow(` ${connections} connections (autocannon)`, many)
server.kill('SIGTERM')
process.exit(0)
