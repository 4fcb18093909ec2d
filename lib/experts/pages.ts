import { roadshowEventPages } from '@/lib/roadshow/pages';

/**
 * The pages that present experts (an expert's `presents`, docs/content.md "Experts"): the video's
 * presenter and each roadshow's speakers.
 */
export const presentingPages = ['video', ...roadshowEventPages] as const;

export type PresentingPage = (typeof presentingPages)[number];
