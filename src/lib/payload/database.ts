import path from 'path'

export type DatabaseChoice = { kind: 'sqlite'; url: string } | { kind: 'mongodb'; url: string }

/**
 * `DATABASE_URI` picks the adapter: unset or `file:` gives SQLite, `mongodb://` or
 * `mongodb+srv://` gives MongoDB. Without a URL, production and development use different
 * SQLite files under `data/`.
 */
export function chooseDatabase(
  uri: string | undefined,
  nodeEnv: string | undefined,
  cwd: string,
): DatabaseChoice {
  const value = uri?.trim()
  if (!value) {
    const file = nodeEnv === 'production' ? 'site.db' : 'dev.db'
    return { kind: 'sqlite', url: `file:${path.join(cwd, 'data', file)}` }
  }
  if (/^mongodb(\+srv)?:\/\//.test(value)) return { kind: 'mongodb', url: value }
  if (value.startsWith('file:')) {
    const file = value.slice('file:'.length)
    return { kind: 'sqlite', url: `file:${path.resolve(cwd, file)}` }
  }
  throw new Error(
    `DATABASE_URI must start with file:, mongodb:// or mongodb+srv:// (got "${value.split(':')[0]}:...")`,
  )
}
