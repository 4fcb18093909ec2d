/** Shapes of the club pages' own structured copy (read with `getCopy`). */
export type MemberQuote = { quote: string; name: string; country: string };
export type ComparisonColumn = { title: string; items: string[] };
export type PriceCopy = { title?: string; text?: string; points?: string[]; note?: string };
