/**
 * Runs Payload's CLI (`generate:types`, `generate:importmap`, `migrate:create`, ...) through tsx.
 * `npx payload` loads the config through tsx's `tsImport`, which on Node 20 exits before the
 * command runs and writes nothing; loading the same entry point here works.
 * Usage: npm run payload -- <command> [args]
 */
import path from 'path'
import { pathToFileURL } from 'url'

const entry = path.resolve('node_modules/payload/dist/bin/index.js')
const { bin } = (await import(pathToFileURL(entry).href)) as { bin: () => Promise<void> }
await bin()
