import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next*/**',
      'node_modules/**',
      'data/**',
      'media/**',
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': true }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*', '../../../*'], message: 'Use the @/ alias.' }] },
      ],
    },
  },
  {
    files: ['tests/**', 'seed/**', 'scripts/**', 'payload.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
]

export default config
