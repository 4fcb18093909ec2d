import 'server-only';
import type { CreateTableBuilder } from 'kysely';

/**
 * The campaign token's columns (docs/design.md §4), kept with every kind of record. Listed here,
 * not imported from the schemas, so this migration stays as it ran when the token grows.
 */
const trackingTokenColumns = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'clickid',
  'bclickid',
] as const;

export function addTrackingTokenColumns<Table extends string>(
  table: CreateTableBuilder<Table, never>,
) {
  return trackingTokenColumns.reduce<CreateTableBuilder<Table, string>>(
    (builder, key) => builder.addColumn(key, 'text'),
    table,
  );
}
