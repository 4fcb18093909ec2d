/** Shapes of the roadshow copy the pages read with `getCopy`. */

/** A country tour on the roadshow overview page. */
export type CountryTour = {
  country: string;
  cities: string;
  months: string;
  text: string;
  link: string;
};
