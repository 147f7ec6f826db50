import path from 'path'
import { fileURLToPath } from 'url'

import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))
const alias = {
  '@payload-config': path.join(root, 'payload.config.ts'),
  '@': path.join(root, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // The logic's tests share their workers' loaded modules (a quarter of the time: loading
          // modules was three quarters of it); none of them keeps state between files.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          // Each file gets its own throw-away database and Payload instance (tests/helpers/int-setup.ts):
          // two files at a time, one per core of the CI machine. The files of a worker share its
          // process, where the packages are loaded once (half the time went to loading them again
          // for each file). The MongoDB leg keeps a process per file, the way it last ran: no
          // MongoDB could be had to run it with shared processes.
          pool: 'forks',
          maxWorkers: 2,
          isolate: Boolean(process.env.TEST_MONGODB_URI),
          testTimeout: 120_000,
          hookTimeout: 600_000,
          setupFiles: ['tests/helpers/int-setup.ts'],
        },
      },
    ],
  },
})
