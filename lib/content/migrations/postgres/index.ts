import * as migration_20261127_122146_initial from './20261127_122146_initial';

export const migrations = [
  {
    up: migration_20261127_122146_initial.up,
    down: migration_20261127_122146_initial.down,
    name: '20261127_122146_initial',
  },
];
