import * as migration_20261127_122021_initial from './20261127_122021_initial';
import * as migration_20261127_144207_listing_feed from './20261127_144207_listing_feed';
import * as migration_20261127_154451_media_storage from './20261127_154451_media_storage';
import * as migration_20261127_154502_media_thumbnail_only from './20261127_154502_media_thumbnail_only';
import * as migration_20261127_180155_events_drop_label from './20261127_180155_events_drop_label';
import * as migration_20261127_180204_events_address from './20261127_180204_events_address';
import * as migration_20261127_181334_i33b_articles_per_language from './20261127_181334_i33b_articles_per_language';
import * as migration_20261127_180307_expert_cyrillic_name from './20261127_180307_expert_cyrillic_name';
import * as migration_20261128_012219_vid33_expert_presents from './20261128_012219_vid33_expert_presents';

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
  {
    up: migration_20261127_154451_media_storage.up,
    down: migration_20261127_154451_media_storage.down,
    name: '20261127_154451_media_storage',
  },
  {
    up: migration_20261127_154502_media_thumbnail_only.up,
    down: migration_20261127_154502_media_thumbnail_only.down,
    name: '20261127_154502_media_thumbnail_only',
  },
  {
    up: migration_20261127_180155_events_drop_label.up,
    down: migration_20261127_180155_events_drop_label.down,
    name: '20261127_180155_events_drop_label',
  },
  {
    up: migration_20261127_180204_events_address.up,
    down: migration_20261127_180204_events_address.down,
    name: '20261127_180204_events_address',
  },
  {
    up: migration_20261127_180307_expert_cyrillic_name.up,
    down: migration_20261127_180307_expert_cyrillic_name.down,
    name: '20261127_180307_expert_cyrillic_name',
  },
  {
    up: migration_20261127_181334_i33b_articles_per_language.up,
    down: migration_20261127_181334_i33b_articles_per_language.down,
    name: '20261127_181334_i33b_articles_per_language',
  },
  {
    up: migration_20261128_012219_vid33_expert_presents.up,
    down: migration_20261128_012219_vid33_expert_presents.down,
    name: '20261128_012219_vid33_expert_presents',
  },
];
