import * as migration_20261127_122146_initial from './20261127_122146_initial';
import * as migration_20261127_144216_listing_feed from './20261127_144216_listing_feed';
import * as migration_20261127_154456_media_storage from './20261127_154456_media_storage';
import * as migration_20261127_154508_media_thumbnail_only from './20261127_154508_media_thumbnail_only';
import * as migration_20261127_180214_events_drop_label from './20261127_180214_events_drop_label';
import * as migration_20261127_180225_events_address from './20261127_180225_events_address';
import * as migration_20261127_181353_i33b_articles_per_language from './20261127_181353_i33b_articles_per_language';
import * as migration_20261127_180316_expert_cyrillic_name from './20261127_180316_expert_cyrillic_name';
import * as migration_20261128_012240_vid33_expert_presents from './20261128_012240_vid33_expert_presents';

export const migrations = [
  {
    up: migration_20261127_122146_initial.up,
    down: migration_20261127_122146_initial.down,
    name: '20261127_122146_initial',
  },
  {
    up: migration_20261127_144216_listing_feed.up,
    down: migration_20261127_144216_listing_feed.down,
    name: '20261127_144216_listing_feed',
  },
  {
    up: migration_20261127_154456_media_storage.up,
    down: migration_20261127_154456_media_storage.down,
    name: '20261127_154456_media_storage',
  },
  {
    up: migration_20261127_154508_media_thumbnail_only.up,
    down: migration_20261127_154508_media_thumbnail_only.down,
    name: '20261127_154508_media_thumbnail_only',
  },
  {
    up: migration_20261127_180214_events_drop_label.up,
    down: migration_20261127_180214_events_drop_label.down,
    name: '20261127_180214_events_drop_label',
  },
  {
    up: migration_20261127_180225_events_address.up,
    down: migration_20261127_180225_events_address.down,
    name: '20261127_180225_events_address',
  },
  {
    up: migration_20261127_180316_expert_cyrillic_name.up,
    down: migration_20261127_180316_expert_cyrillic_name.down,
    name: '20261127_180316_expert_cyrillic_name',
  },
  {
    up: migration_20261127_181353_i33b_articles_per_language.up,
    down: migration_20261127_181353_i33b_articles_per_language.down,
    name: '20261127_181353_i33b_articles_per_language',
  },
  {
    up: migration_20261128_012240_vid33_expert_presents.up,
    down: migration_20261128_012240_vid33_expert_presents.down,
    name: '20261128_012240_vid33_expert_presents',
  },
];
