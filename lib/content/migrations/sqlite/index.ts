import * as migration_20261127_122021_initial from './20261127_122021_initial';
import * as migration_20261127_152144_media_thumbnail_only from './20261127_152144_media_thumbnail_only';

export const migrations = [
  {
    up: migration_20261127_122021_initial.up,
    down: migration_20261127_122021_initial.down,
    name: '20261127_122021_initial',
  },
  {
    up: migration_20261127_152144_media_thumbnail_only.up,
    down: migration_20261127_152144_media_thumbnail_only.down,
    name: '20261127_152144_media_thumbnail_only',
  },
];
