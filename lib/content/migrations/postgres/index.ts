import * as migration_20261127_122146_initial from './20261127_122146_initial';
import * as migration_20261127_152022_i33s_media_storage from './20261127_152022_i33s_media_storage';

export const migrations = [
  {
    up: migration_20261127_122146_initial.up,
    down: migration_20261127_122146_initial.down,
    name: '20261127_122146_initial',
  },
  {
    up: migration_20261127_152022_i33s_media_storage.up,
    down: migration_20261127_152022_i33s_media_storage.down,
    name: '20261127_152022_i33s_media_storage',
  },
];
