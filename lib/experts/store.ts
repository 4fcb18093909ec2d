import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { content } from '@/lib/content/content';
import type { Locale } from '@/lib/i18n/locales';
import type { PresentingPage } from './pages';
import { presenterDoc, presenterOf, type Presenter } from './presenter';

/**
 * The one place the pages that present experts (the video, the roadshows) read them from
 * (docs/content.md, "Experts"): the experts of the content system whose `presents` names the page,
 * active or not (`active` is about leads), in the order they were created. Each is checked on the
 * way in; one that does not read is logged and left out. Experts have no drafts: what is saved is
 * shown. Once per render.
 */
export const getPresenters = cache(
  async (page: PresentingPage, locale: Locale): Promise<Presenter[]> => {
    const payload = await content();
    const { docs } = await payload.find({
      collection: 'experts',
      where: { presents: { in: [page] } },
      // Every language's texts: a missing one is shown in English, marked.
      locale: 'all',
      depth: 1,
      pagination: false,
      sort: 'createdAt',
    });
    return docs.flatMap((doc) => {
      const parsed = presenterDoc.safeParse(doc);
      if (parsed.success) return [presenterOf(parsed.data, locale)];
      payload.logger.error(
        `Expert ${String((doc as { name?: unknown }).name)} cannot be presented: ${z.prettifyError(parsed.error)}`,
      );
      return [];
    });
  },
);
