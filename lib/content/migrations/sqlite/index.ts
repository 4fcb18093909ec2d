import * as migration_20261127_112952_initial from './20261127_112952_initial';

export const migrations = [
  {
    up: migration_20261127_112952_initial.up,
    down: migration_20261127_112952_initial.down,
    name: '20261127_112952_initial',
  },
];
