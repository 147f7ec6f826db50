// The layers of src/ (docs/architecture.md), held by a check in `npm test`: an import may go down
// the layers, never up, and no import may close a cycle. Top to bottom:
//   app        src/app (routes), src/proxy.ts, payload.config.ts
//   config     src/collections, src/globals, src/blocks, src/fields: Payload's schema and hooks;
//              src/site: the frame every public page shares (header, footer, document)
//   features   src/features/<name>: one home per feature (its UI, API, schema, server side)
//   components src/components, src/providers: shared pieces with no feature of their own
//   lib        src/lib: infrastructure (Payload access, e-mail, storage, limits, logging, health)
//              src/styles: the stylesheet and fonts
//   base       src/utilities, src/access, src/payload-types.ts, src/migrations: pure helpers,
//              role checks, generated types
// Named exceptions, each with its reason, are the `pathNot`s below.
const layer = {
  app: '^(src/app/|src/proxy\\.ts$|payload\\.config\\.ts$)',
  config: '^src/(collections|globals|blocks|fields|site)/',
  features: '^src/features/',
  components: '^src/(components|providers)/',
  lib: '^src/(lib|styles)/',
}
const below = {
  config: [layer.app],
  features: [layer.app, layer.config],
  components: [layer.app, layer.config, layer.features],
  lib: [layer.app, layer.config, layer.features, layer.components],
  base: [layer.app, layer.config, layer.features, layer.components, layer.lib],
}
const base = '^src/(utilities|access|migrations)/|^src/payload-types\\.ts$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'A module may not import, however indirectly, a module that imports it. A lazy import ' +
        '(import()) may close one: a component that loads its heavy part on demand, which uses ' +
        'the state of the part that loaded it (the toasts, the latest resources).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    ...Object.entries(below).map(([name, higher]) => ({
      name: `no-import-up-from-${name}`,
      comment: `The ${name} layer may import only from the layers below it.`,
      severity: 'error',
      from: {
        path: name === 'base' ? base : layer[name],
      },
      to: {
        path: higher.join('|'),
        // Payload's client is made from the config, the one object that knows every collection.
        pathNot: name === 'lib' ? '^payload\\.config\\.ts$' : undefined,
      },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/app/\\(payload\\)/admin/importMap\\.js$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
