import type { RoadshowEventPage } from './pages';

/**
 * One dated seminar as a roadshow page shows it, in one language: `startsAt` and `endsAt` are
 * instants (ISO, UTC); `timeZone` is the venue's, the zone its date and times are shown in.
 */
export type RoadshowEvent = {
  id: string;
  page: RoadshowEventPage;
  city: string;
  venue: string;
  address: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
};
