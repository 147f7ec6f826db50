import * as migration_20261122_032826_initial from './20261122_032826_initial';

export const migrations = [
  {
    up: migration_20261122_032826_initial.up,
    down: migration_20261122_032826_initial.down,
    name: '20261122_032826_initial'
  },
];
