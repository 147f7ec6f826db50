import fs from 'fs'
import os from 'os'
import path from 'path'

/**
 * A temporary folder of the test file's own, made the process's `os.tmpdir()` (which reads
 * TMPDIR on every call): the uploads the code under test streams to disk land there, apart from
 * other processes' files, so a test can see what it leaves behind. `restore()` puts TMPDIR back
 * before removing the folder, so nothing else writes into it while it goes.
 */
export function ownTmpDir(): { dir: string; restore: () => void } {
  const previous = process.env.TMPDIR
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hclh-os-tmp-'))
  process.env.TMPDIR = dir
  return {
    dir,
    restore: () => {
      if (previous === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = previous
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 })
    },
  }
}
