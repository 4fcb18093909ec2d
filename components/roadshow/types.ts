/** Shapes of the roadshow copy the pages read with `getCopy`. */

export type Speaker = { name: string; role: string; languages: string; bio: string };

/** A country tour on the roadshow overview page. */
export type CountryTour = {
  country: string;
  cities: string;
  months: string;
  text: string;
  link: string;
};
