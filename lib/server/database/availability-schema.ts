import 'server-only';

/** The experts' own hours and days off (docs/design.md §12), tables of the lead database. */
export interface AvailabilityTables {
  expert_hours: ExpertHoursTable;
  expert_days_off: ExpertDaysOffTable;
}

/**
 * An expert's week (docs/design.md §12): one row per weekday, 0 Sunday … 6 Saturday, `ranges`
 * like `10:00-13:00,14:00-18:00` in Dubai time, empty for no calls that day. No rows: BOOKING_HOURS.
 */
interface ExpertHoursTable {
  agent_id: string;
  weekday: number;
  ranges: string;
}

/** A date (`YYYY-MM-DD`, Dubai) on which the expert takes no calls. */
interface ExpertDaysOffTable {
  agent_id: string;
  day: string;
}
