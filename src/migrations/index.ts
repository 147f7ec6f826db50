import * as migration_20261122_023651_initial from './20261122_023651_initial'

export const migrations = [
  {
    up: migration_20261122_023651_initial.up,
    down: migration_20261122_023651_initial.down,
    name: '20261122_023651_initial',
  },
]
