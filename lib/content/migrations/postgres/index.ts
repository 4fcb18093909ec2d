import * as migration_20261127_113305_initial from './20261127_113305_initial';

export const migrations = [
  {
    up: migration_20261127_113305_initial.up,
    down: migration_20261127_113305_initial.down,
    name: '20261127_113305_initial',
  },
];
