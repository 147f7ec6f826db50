// The query mix of scripts/bench/search.mjs: what homeowners type, right, half-typed and wrong.
export const QUERIES = [
  {
    kind: 'exact',
    queries: ['chinking', 'log home staining', 'media blasting', 'breckenridge', 'hail damage'],
  },
  { kind: 'prefix', queries: ['chink', 'stai', 'media bl', 'breck', 'weatherpr'] },
  {
    kind: 'misspelled',
    queries: ['chinkng', 'stainning', 'brekenridge', 'hail damge', 'weatherprofing'],
  },
]
