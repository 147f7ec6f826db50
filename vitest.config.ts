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
          // Each file gets its own throw-away database and Payload instance, in its own process:
          // two files at a time, one per core of the CI machine.
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 600_000,
          setupFiles: ['tests/helpers/int-setup.ts'],
        },
      },
    ],
  },
})
