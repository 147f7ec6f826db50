// Next.js reads each route's client reference manifest (a script that sets
// `globalThis.__RSC_MANIFEST[route]`) by running it with vm.runInNewContext, in a new JavaScript
// realm, the first time the route is asked for, and caches the object it ran in for as long as the
// server runs (next/dist/server/load-manifest.external.js, evalManifest). That object is tied to
// its realm, and the manifest's objects were made in it, so each route keeps a whole realm of its
// own alive: its global object and every built-in constructor and prototype, about 170 KB of V8
// heap a route and memory outside it (the build's 50 manifests: 8.5 MB of heap, against 1.8 MB
// for the same data in the server's own realm). A heap snapshot after the quick memory bench's
// quiet minute held 28 realms more than at its start, one for each route the bench had used
// (docs/benchmarks.md, "The server's memory on a small host").
// Here Next's manifests are run in a realm of their own as before, and what they set is copied
// into the server's realm (structured clone: they are data), on the object Next keeps; the realm
// is then garbage. Every other use of vm.runInNewContext is left as it is, and so is a manifest
// holding what a structured clone cannot copy (a function), kept as Next keeps it.
import vm from 'node:vm'

/** The file of Next.js that evaluates its manifests (load-manifest.external.js). */
const NEXT_MANIFEST_LOADER = /[\\/]next[\\/]dist[\\/]server[\\/]load-manifest\.external\.js$/

const INSTALLED = Symbol.for('hclh.manifestRealms')

/** `value` made in the server's realm, or `value` itself where it cannot be copied. */
function inThisRealm(value) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value
  try {
    return structuredClone(value)
  } catch {
    return value
  }
}

/** The file of the function that called `fn` (null when unknown). */
function callerFile(fn) {
  const { prepareStackTrace, stackTraceLimit } = Error
  try {
    Error.stackTraceLimit = 1
    Error.prepareStackTrace = (_, sites) => sites
    const holder = {}
    Error.captureStackTrace(holder, fn)
    const sites = holder.stack
    return Array.isArray(sites) ? (sites[0]?.getFileName() ?? null) : null
  } finally {
    Error.prepareStackTrace = prepareStackTrace
    Error.stackTraceLimit = stackTraceLimit
  }
}

/**
 * From now on, Next.js's manifests are evaluated without keeping their realm (see above). Once per
 * process; later calls do nothing. Returns the function that puts Node's own back (for tests).
 */
export function evaluateManifestsInOwnRealm() {
  if (vm.runInNewContext[INSTALLED]) return () => {}
  const original = vm.runInNewContext
  function runInNewContext(code, contextObject, options) {
    if (
      contextObject === null ||
      typeof contextObject !== 'object' ||
      vm.isContext(contextObject) ||
      !NEXT_MANIFEST_LOADER.test(callerFile(runInNewContext) ?? '')
    ) {
      return original.call(this, code, contextObject, options)
    }
    // A copy to run in: the object Next keeps is never made a realm's global.
    const sandbox = { ...contextObject }
    const result = original.call(this, code, sandbox, options)
    for (const key of Object.keys(sandbox)) contextObject[key] = inThisRealm(sandbox[key])
    return inThisRealm(result)
  }
  runInNewContext[INSTALLED] = true
  vm.runInNewContext = runInNewContext
  return () => {
    if (vm.runInNewContext === runInNewContext) vm.runInNewContext = original
  }
}
