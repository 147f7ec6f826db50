// A worker thread of pageTimer (harness.mjs, used by events.mjs and server-parts.mjs): one page
// requested at a steady rate, like visitors reading the site, until the bench says stop; posts the
// figures of timedLoad back. In a thread of its own, the page's times are not held up by the
// bench's other client, which sends a burst of beacons from the main thread as fast as the server
// answers.
import { parentPort, workerData } from 'node:worker_threads'

import { timedLoad } from './harness.mjs'

const { base, path, connections, rate } = workerData
const run = timedLoad(base, { connections, rate, seconds: 3600, requests: [{ path }] })
parentPort.once('message', () => run.stop())
parentPort.postMessage(await run.done)
