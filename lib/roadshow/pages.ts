/**
 * The roadshow pages that list dated seminars, by the name the content store gives them (an
 * event's `page`), with their address. The overview (/roadshow) lists countries, not dates.
 */
export const roadshowEventPages = [
  'roadshow-germany',
  'roadshow-italy',
  'roadshow-taiwan',
] as const;

export type RoadshowEventPage = (typeof roadshowEventPages)[number];

/** The time zones the roadshow's cities are in, offered first in the editor. */
export const roadshowTimeZones = ['Europe/Berlin', 'Europe/Rome', 'Asia/Taipei'] as const;
