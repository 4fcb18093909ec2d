import * as migration_20261127_122021_initial from './20261127_122021_initial';
import * as migration_20261127_144207_listing_feed from './20261127_144207_listing_feed';

export const migrations = [
  {
    up: migration_20261127_122021_initial.up,
    down: migration_20261127_122021_initial.down,
    name: '20261127_122021_initial',
  },
  {
    up: migration_20261127_144207_listing_feed.up,
    down: migration_20261127_144207_listing_feed.down,
    name: '20261127_144207_listing_feed',
  },
];
