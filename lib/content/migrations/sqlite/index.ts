import * as migration_20261127_122021_initial from './20261127_122021_initial';
import * as migration_20261127_152009_i33s_media_storage from './20261127_152009_i33s_media_storage';

export const migrations = [
  {
    up: migration_20261127_122021_initial.up,
    down: migration_20261127_122021_initial.down,
    name: '20261127_122021_initial',
  },
  {
    up: migration_20261127_152009_i33s_media_storage.up,
    down: migration_20261127_152009_i33s_media_storage.down,
    name: '20261127_152009_i33s_media_storage',
  },
];
