import fs from 'fs'
import path from 'path'

import { expect, it } from 'vitest'

/**
 * The e2e specs that start servers of their own take ports at fixed offsets from the suite's
 * (`e2ePort + N`). The backup's spec runs beside the others (playwright.config.ts), so two specs
 * on one offset would meet: a server that cannot start, or a test talking to another spec's server.
 */
it('every e2e spec’s own servers take ports no other spec takes', () => {
  const dir = path.join(process.cwd(), 'tests/e2e')
  const owners = new Map<number, string[]>()
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8')
    for (const [, offset] of text.matchAll(/e2ePort \+ (\d+)/g)) {
      owners.set(Number(offset), [...(owners.get(Number(offset)) ?? []), file])
    }
  }
  const shared = [...owners].filter(([, files]) => new Set(files).size > 1)
  expect(owners.size).toBeGreaterThan(5)
  expect(shared).toEqual([])
})
