import type { ReactNode } from 'react';

/** Shapes of the structured copy pages read with `getCopy` from their message namespace. */
export type HeroCopy = {
  eyebrow?: string;
  title: string;
  lead: string;
  /** The title's and lead's language where it is not the page's (content not translated yet). */
  lang?: string;
  primary?: string;
  secondary?: string;
};
export type SectionCopy = { eyebrow?: string; title: string; intro?: string };
export type Item = { title: string; text: string };
export type Stat = { value: string; label: string };
export type FaqItem = { question: string; answer: string };
export type ProseSection = {
  heading: string;
  paragraphs: string[];
  /** Shown after the paragraphs (a table, a list drawn from code). */
  extra?: ReactNode;
};
export type CtaCopy = { title: string; text: string; button: string };
