/** Shapes of the roadshow copy the pages read with `getCopy`. */

/** One seminar evening: `date` is an ISO day (2027-02-18); the rest is display text. */
export type RoadshowEvent = {
  city: string;
  date: string;
  time: string;
  venue: string;
  address: string;
};

export type Speaker = { name: string; role: string; languages: string; bio: string };

/** A country tour on the roadshow overview page. */
export type CountryTour = {
  country: string;
  cities: string;
  months: string;
  text: string;
  link: string;
};
