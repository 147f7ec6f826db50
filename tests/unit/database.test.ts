import { describe, expect, it } from 'vitest'

import { chooseDatabase } from '@/lib/payload/database'

describe('chooseDatabase', () => {
  it('uses SQLite under data/ when DATABASE_URI is unset, a different file for development', () => {
    expect(chooseDatabase(undefined, 'production', '/app')).toEqual({
      kind: 'sqlite',
      url: 'file:/app/data/site.db',
    })
    expect(chooseDatabase('', 'development', '/app')).toEqual({
      kind: 'sqlite',
      url: 'file:/app/data/dev.db',
    })
    expect(chooseDatabase('  ', undefined, '/app')).toEqual({
      kind: 'sqlite',
      url: 'file:/app/data/dev.db',
    })
  })

  it('resolves file: URLs against the project folder', () => {
    expect(chooseDatabase('file:./data/e2e.db', 'production', '/app')).toEqual({
      kind: 'sqlite',
      url: 'file:/app/data/e2e.db',
    })
    expect(chooseDatabase('file:/tmp/x.db', 'test', '/app')).toEqual({
      kind: 'sqlite',
      url: 'file:/tmp/x.db',
    })
  })

  it('uses MongoDB for mongodb:// and mongodb+srv:// URLs', () => {
    expect(chooseDatabase('mongodb://localhost:27017/site', 'production', '/app')).toEqual({
      kind: 'mongodb',
      url: 'mongodb://localhost:27017/site',
    })
    expect(
      chooseDatabase('mongodb+srv://u:p@cluster.example.com/site', undefined, '/app').kind,
    ).toBe('mongodb')
  })

  it('refuses anything else with a clear message and no secrets', () => {
    expect(() => chooseDatabase('postgres://user:secret@db/site', 'production', '/app')).toThrow(
      /must start with file:, mongodb:\/\/ or mongodb\+srv:\/\/ \(got "postgres:\.\.\."\)/,
    )
  })
})
