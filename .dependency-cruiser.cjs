// The layers of the code (docs/architecture.md), held by a check in `npm test`: an import may go
// down the layers, never up, and no import may close a cycle, a lazy `import()` included. Top to
// bottom:
//   scripts    scripts/ and seed/run.ts: commands run by hand, by npm or by CI
//   app        src/app (routes), src/proxy.ts, payload.config.ts and firstStart.ts beside it
//   seed       seed/: the starting content, loaded by `npm run seed` and by firstStart.ts
//   config     src/collections, src/globals, src/blocks, src/fields: Payload's schema and hooks;
//              src/site: the frame every public page shares (header, footer, document)
//   studio     src/studio: the studio's views that draw several features (the dashboard, a lead's
//              case file, the sign-in page)
//   features   src/features/<name>: one home per feature (its UI, API, schema, server side)
//   components src/components, src/providers: shared pieces with no feature of their own
//   lib        src/lib: infrastructure (Payload access, e-mail, storage, limits, logging, health)
//              src/styles: the stylesheet, the studio's desk look and fonts
//   base       src/utilities, src/access, src/payload-types.ts, src/migrations: pure helpers,
//              role checks, generated types; src/mends: the workarounds of the frameworks, which
//              import nothing of the site's
// Nothing in src/ imports seed/ or scripts/. Named exceptions, each with its reason, are the
// `pathNot`s below.
const layer = {
  scripts: '^(scripts/|seed/run\\.ts$)',
  app: '^(src/app/|src/proxy\\.ts$|payload\\.config\\.ts$|firstStart\\.ts$)',
  seed: '^seed/',
  config: '^src/(collections|globals|blocks|fields|site)/',
  studio: '^src/studio/',
  features: '^src/features/',
  components: '^src/(components|providers)/',
  lib: '^src/(lib|styles)/',
}
const base = '^src/(utilities|access|migrations|mends)/|^src/payload-types\\.ts$'
const above = {
  app: [layer.scripts],
  seed: [layer.scripts, layer.app],
  config: [layer.scripts, layer.app, layer.seed],
  studio: [layer.scripts, layer.app, layer.seed, layer.config],
  features: [layer.scripts, layer.app, layer.seed, layer.config, layer.studio],
  components: [layer.scripts, layer.app, layer.seed, layer.config, layer.studio, layer.features],
  lib: [
    layer.scripts,
    layer.app,
    layer.seed,
    layer.config,
    layer.studio,
    layer.features,
    layer.components,
  ],
  base: [
    layer.scripts,
    layer.app,
    layer.seed,
    layer.config,
    layer.studio,
    layer.features,
    layer.components,
    layer.lib,
  ],
}

/**
 * A feature's UI: its `ui/`, `admin/` and `dashboard/` folders (docs/architecture.md, Features)
 * and every component or stylesheet (.tsx, .css) wherever it sits in the feature.
 */
const featureUi = ['^src/features/.+/(ui|admin|dashboard)/', '^src/features/.+\\.(tsx|css)$']

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'A module may not import, however indirectly, a module that imports it, a lazy import() ' +
        'included: a part loaded on demand that needs the part that loaded it goes in a module ' +
        'of its own that both import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...Object.entries(above).map(([name, higher]) => ({
      name: `no-import-up-from-${name}`,
      comment: `The ${name} layer may import only from the layers below it.`,
      severity: 'error',
      from: {
        path: name === 'base' ? base : layer[name],
        // seed/run.ts is `npm run seed`, a script: the rest of seed/ is what it loads.
        pathNot: name === 'seed' ? layer.scripts : undefined,
      },
      to: {
        path: higher.join('|'),
        // Payload's client is made from the config, the one object that knows every collection.
        pathNot: name === 'lib' ? '^payload\\.config\\.ts$' : undefined,
      },
    })),
    {
      name: 'no-src-imports-seed',
      comment:
        'seed/ is loaded from above src/: by `npm run seed` and by firstStart.ts beside the ' +
        'config, never by a module of the site.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: layer.seed },
    },
    {
      name: 'no-feature-imports-another-features-ui',
      comment:
        "A feature may use another feature's domain, schema and server side, never its UI: a " +
        'view that draws several features belongs to the studio (src/studio) or a page (src/app).',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: featureUi,
        pathNot: [
          '^src/features/$1/',
          // The uploads feature's drop zone, file checks and media grid are made to sit in the
          // forms that take files (the estimate, the chat, the review) and the photos page; the
          // rules they keep are the uploads feature's own.
          '^src/features/uploads/ui/',
          // The offer to book an inspection follows a lead wherever one is taken: the estimate's
          // result and the chat.
          '^src/features/booking/ui/(BookInspection|BookingPicker)\\.tsx$',
          // The estimate page's way into the chat with its photos.
          '^src/features/chat/ui/AnalyzePhotosButton\\.tsx$',
          // The homeowner's "Text me about my visit" tick, with the words stored as their consent:
          // the same in every form that takes a phone (the estimate, the booking, the chat).
          '^src/features/texts/ui/TextMeTick\\.tsx$',
        ],
      },
    },
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
