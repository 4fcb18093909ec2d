import * as migration_20261127_122021_initial from './20261127_122021_initial';

export const migrations = [
  {
    up: migration_20261127_122021_initial.up,
    down: migration_20261127_122021_initial.down,
    name: '20261127_122021_initial',
  },
];
